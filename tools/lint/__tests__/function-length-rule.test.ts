/** @jest-environment node */
import { RuleTester } from "eslint";
import passform from "../function-length";

const rule = passform.rules["function-length"];

/** A body of `lines` statements, one a line. */
function statements(lines: number): string {
  return Array.from({ length: lines }, (_, i) => `  step(${i});`).join("\n");
}

/** Source whose function spans `lines` lines: its head, lines - 2 statements, its closing brace. */
function functionOf(lines: number): string {
  return `function work() {\n${statements(lines - 2)}\n}`;
}

/** A test whose callback spans `lines` lines. */
function testOf(lines: number): string {
  return `test("works", () => {\n${statements(lines - 2)}\n});`;
}

const tooLong = (lines: number) => ({
  messageId: "tooLong",
  data: { lines: String(lines), max: "60" },
});

new RuleTester().run("function-length", rule, {
  valid: [
    { code: functionOf(60), options: [{ max: 60 }] },
    // A describe callback only groups tests: 200 lines, and the tests in it are short.
    {
      code: `describe("a group", () => {\n${Array.from({ length: 66 }, () => testOf(3)).join("\n")}\n});`,
      options: [{ max: 60 }],
    },
    {
      code: `test.describe("a group", () => {\n${statements(198)}\n});`,
      options: [{ max: 60 }],
    },
    // A group with a table of cases, and one with a template of cases.
    {
      code: `describe.each([1, 2])("case %i", (n) => {\n${statements(98)}\n});`,
      options: [{ max: 60 }],
    },
    {
      code: `describe.each\`n\n\${1}\`("case $n", ({ n }) => {\n${statements(98)}\n});`,
      options: [{ max: 60 }],
    },
    // 60 lines unless told.
    { code: functionOf(60) },
  ],
  invalid: [
    { code: functionOf(61), options: [{ max: 60 }], errors: [tooLong(61)] },
    { code: testOf(61), options: [{ max: 60 }], errors: [tooLong(61)] },
    // A test in a describe callback is held to the limit.
    {
      code: `describe("a group", () => {\n${testOf(61)}\n});`,
      options: [{ max: 60 }],
      errors: [{ ...tooLong(61), line: 2 }],
    },
    // Only a table's group is spared: not a test with a table, nor whatever a call returns.
    {
      code: `test.each([1, 2])("case %i", (n) => {\n${statements(59)}\n});`,
      options: [{ max: 60 }],
      errors: [tooLong(61)],
    },
    {
      code: `describe("a group")(() => {\n${statements(59)}\n});`,
      options: [{ max: 60 }],
      errors: [tooLong(61)],
    },
    // A method counts from its name.
    {
      code: `const o = {\n  work() {\n${statements(59)}\n  },\n};`,
      options: [{ max: 60 }],
      errors: [{ ...tooLong(61), line: 2 }],
    },
    { code: functionOf(61), errors: [tooLong(61)] },
  ],
});
