/**
 * The project's own ESLint plugin with one rule, `function-length`: a function may span at most
 * `max` lines (60 unless told), from its first line to its last, comments and blank lines included.
 * ESLint's max-lines-per-function cannot spare the callbacks passed to describe(...) or
 * test.describe(...): they only group tests, so they are exempt here; every test in them is held
 * to the limit.
 */

/**
 * @typedef {import("estree").FunctionDeclaration | import("estree").FunctionExpression
 *   | import("estree").ArrowFunctionExpression} FunctionNode
 * @typedef {FunctionNode & import("eslint").Rule.NodeParentExtension} RuleFunction
 */

/** describe, test.describe and their variants: describe.skip, test.describe.serial, … */
const TEST_GROUP = /^(describe|test\.describe)(\.(only|skip|fixme|serial|parallel))*$/;

/**
 * The dotted name of a callee such as `test.describe.serial`, or "" for anything else. A table
 * of cases (`describe.each(cases)(name, callback)`, or with a template) counts as the name
 * before `.each`.
 * @param {import("estree").Node} node
 * @returns {string}
 */
function calleeName(node) {
  if (node.type === "Identifier") return node.name;
  if (node.type === "MemberExpression" && !node.computed && node.property.type === "Identifier") {
    const object = calleeName(node.object);
    return object && `${object}.${node.property.name}`;
  }
  if (node.type === "CallExpression" || node.type === "TaggedTemplateExpression") {
    const table = calleeName(node.type === "CallExpression" ? node.callee : node.tag);
    return table.endsWith(".each") ? table.slice(0, -".each".length) : "";
  }
  return "";
}

/**
 * Whether the function is the callback of a test group.
 * @param {RuleFunction} fn
 */
function groupsTests(fn) {
  const call = fn.parent;
  return (
    call.type === "CallExpression" &&
    call.arguments.some((argument) => argument === fn) &&
    TEST_GROUP.test(calleeName(call.callee))
  );
}

/**
 * A method's lines start at its name, as in max-lines-per-function.
 * @param {RuleFunction} fn
 * @returns {import("estree").Node}
 */
function wholeFunction(fn) {
  const parent = fn.parent;
  const isMethod =
    parent.type === "MethodDefinition" ||
    (parent.type === "Property" &&
      parent.value === fn &&
      (parent.method || parent.kind !== "init"));
  return isMethod ? parent : fn;
}

/** @type {import("eslint").Rule.RuleModule} */
const functionLength = {
  meta: {
    type: "suggestion",
    docs: {
      description: "Limit the lines a function spans; callbacks that group tests are exempt",
    },
    schema: [
      {
        type: "object",
        properties: { max: { type: "integer", minimum: 1 } },
        additionalProperties: false,
      },
    ],
    messages: { tooLong: "This function spans {{lines}} lines; at most {{max}} are allowed." },
  },
  create(context) {
    const options = /** @type {[{ max?: number }?]} */ (context.options);
    const max = options[0]?.max ?? 60;
    /** @param {RuleFunction} fn */
    function check(fn) {
      if (groupsTests(fn)) return;
      const node = wholeFunction(fn);
      // ESLint gives every node its location.
      const loc = /** @type {import("estree").SourceLocation} */ (node.loc);
      const lines = loc.end.line - loc.start.line + 1;
      if (lines > max) {
        context.report({ node, loc: loc.start, messageId: "tooLong", data: { lines, max } });
      }
    }
    return {
      FunctionDeclaration: check,
      FunctionExpression: check,
      ArrowFunctionExpression: check,
    };
  },
};

module.exports = { rules: { "function-length": functionLength } };
