/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importGraph } from "../support/import-closure";

/**
 * No import circle anywhere in the repository, type imports counted: a circle makes two files one
 * unit that neither layer owns, and through a type it still ties what the layers keep apart. The
 * graph is every tracked code file's relative imports (../support/import-closure.ts).
 */

/** Each circle of `graph` (its strongly connected groups), named as a path back to its start. */
const importCycles = (graph: ReadonlyMap<string, ReadonlyArray<string>>): string[] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) visit(target);
      if (stack.includes(target)) {
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    const closed = group.length > 1 || (graph.get(file) ?? []).includes(file);
    if (closed) cycles.push(circleThrough(graph, new Set(group), file));
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return cycles;
};

/** One way round a strongly connected `group` from `start` back to it: "a → b → a". */
const circleThrough = (
  graph: ReadonlyMap<string, ReadonlyArray<string>>,
  group: ReadonlySet<string>,
  start: string,
): string => {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const target of graph.get(file) ?? []) {
      if (!group.has(target) || cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      queue.push(target);
    }
  }
  const path = [start];
  for (
    let file = cameFrom.get(start) as string;
    file !== start;
    file = cameFrom.get(file) as string
  ) {
    path.unshift(file);
  }
  return [start, ...path].join(" → ");
};

test("the finder names each circle and nothing else", () => {
  const graph = new Map([
    ["a.ts", ["b.ts"]],
    ["b.ts", ["c.ts", "d.ts"]],
    ["c.ts", ["a.ts"]],
    ["d.ts", []],
    ["e.ts", ["e.ts"]],
  ]);
  expect(importCycles(graph)).toEqual(["a.ts → b.ts → c.ts → a.ts", "e.ts → e.ts"]);
});

test("an import of types alone closes a circle as any import does", () => {
  const root = mkdtempSync(path.join(tmpdir(), "import-cycles-"));
  try {
    writeFileSync(path.join(root, "a.ts"), 'import type { B } from "./b";\nexport type A = B;\n');
    writeFileSync(path.join(root, "b.ts"), 'export { type A as B } from "./a";\n');
    writeFileSync(path.join(root, "c.ts"), 'import { b } from "./b";\n');
    execFileSync("git", ["init", "-q"], { cwd: root });
    execFileSync("git", ["add", "."], { cwd: root });
    expect(importCycles(importGraph(root))).toEqual(["a.ts → b.ts → a.ts"]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("no file of the repository reaches itself through its imports, type imports counted", () => {
  expect(importCycles(importGraph())).toEqual([]);
});
