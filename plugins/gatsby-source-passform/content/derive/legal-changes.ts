/**
 * What changed between two versions of a legal text, word by word, for the change view of a
 * version's page and of the preview pane. The Markdown of both is cut into blocks (a heading, a
 * paragraph, a list item), read as plain text (the markup's emphasis and link targets left out:
 * the view compares wording, the text itself stands above it) and aligned; a block that changed
 * is compared word by word. Only changed blocks are returned, each under the heading of its
 * section, so a reader sees § 13 and what became of it, not 30,000 characters of sameness.
 */

type ChangeKind = "same" | "inserted" | "deleted";
type ChangePart = { kind: ChangeKind; text: string };
type ChangedBlock = { section: string; parts: ChangePart[] };

type Block = { section: string; text: string };

/** Emphasis, code marks and link targets out; footnote marks and escapes as read. */
const plain = (markdown: string): string =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[\^[^\]]*\]/g, "")
    .replace(/(\*\*|__|\*|_|`)(?=\S)([^]*?\S)\1/g, "$2")
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();

const HEADING = /^#{1,6}\s+/;
const ITEM = /^\s*(?:[-*+]|(\d+)[.)])\s+/;

/** The text's blocks in order, each knowing the heading of its section. */
const blocksOf = (markdown: string): Block[] => {
  const blocks: Block[] = [];
  let section = "";
  let lines: string[] = [];
  const close = () => {
    const text = plain(lines.join(" "));
    if (text) blocks.push({ section, text });
    lines = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    if (line.trim() === "") close();
    else if (HEADING.test(line)) {
      close();
      section = plain(line.replace(HEADING, ""));
      blocks.push({ section, text: section });
    } else if (ITEM.test(line)) {
      close();
      const number = ITEM.exec(line)?.[1];
      lines.push(`${number ? `(${number}) ` : ""}${line.replace(ITEM, "")}`);
    } else lines.push(line);
  }
  close();
  return blocks;
};

/**
 * The longest common subsequence of `a` and `b` as steps: a pair kept, or an item of `a`
 * deleted, or one of `b` inserted. Quadratic, which the longest texts (a few hundred blocks, a
 * paragraph's few hundred words) afford.
 */
const align = <T>(a: T[], b: T[], same: (x: T, y: T) => boolean) => {
  // lengths[i][j], flat: the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const lengths = new Uint16Array((a.length + 1) * width);
  const length = (i: number, j: number): number => lengths[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] = same(a[i] as T, b[j] as T)
        ? length(i + 1, j + 1) + 1
        : Math.max(length(i + 1, j), length(i, j + 1));
    }
  }
  const steps: Array<{ kind: ChangeKind; a?: T; b?: T }> = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && same(a[i] as T, b[j] as T)) {
      steps.push({ kind: "same", a: a[i++], b: b[j++] });
    } else if (i < a.length && (j === b.length || length(i + 1, j) >= length(i, j + 1))) {
      steps.push({ kind: "deleted", a: a[i++] });
    } else steps.push({ kind: "inserted", b: b[j++] });
  }
  return steps;
};

/** Adjacent parts of one kind as one. */
const joined = (parts: ChangePart[]): ChangePart[] =>
  parts.reduce<ChangePart[]>((all, part) => {
    const last = all.at(-1);
    if (last?.kind === part.kind) last.text += part.text;
    else all.push({ ...part });
    return all;
  }, []);

/**
 * An edit as a reader takes it in: the words struck out, then the words put in, rather than
 * word for word alternating; a space between two changed words belongs to both.
 */
const coalesced = (parts: ChangePart[]): ChangePart[] => {
  const result: ChangePart[] = [];
  let run: { deleted: string; inserted: string } | undefined;
  const flush = () => {
    if (run?.deleted) result.push({ kind: "deleted", text: run.deleted });
    if (run?.inserted) result.push({ kind: "inserted", text: run.inserted });
    run = undefined;
  };
  parts.forEach((part, index) => {
    const spaceInEdit =
      part.kind === "same" && part.text.trim() === "" && run && parts[index + 1]?.kind !== "same";
    if (part.kind === "same" && !spaceInEdit) {
      flush();
      result.push(part);
      return;
    }
    run ??= { deleted: "", inserted: "" };
    if (part.kind !== "inserted") run.deleted += part.text;
    if (part.kind !== "deleted") run.inserted += part.text;
  });
  flush();
  return joined(result);
};

/** Longest block compared word by word; a longer one is shown deleted and inserted whole. */
const WORD_LIMIT = 2000;

/**
 * Two versions of a block, word by word. Spaces are tokens of their own, so a mark covers the
 * words and not the space after them; a space between two changes is kept as unchanged.
 */
const wordChanges = (before: string, after: string): ChangePart[] => {
  const words = (text: string) => text.split(/(\s+)/).filter(Boolean);
  const [a, b] = [words(before), words(after)];
  if (a.length > WORD_LIMIT || b.length > WORD_LIMIT) {
    return [
      { kind: "deleted", text: `${before} ` },
      { kind: "inserted", text: after },
    ];
  }
  const steps = align(a, b, (x, y) => x === y);
  return coalesced(
    steps.map((step) => ({
      kind: step.kind,
      text: (step.kind === "deleted" ? step.a : step.b) ?? "",
    })),
  );
};

/** Runs of deleted and inserted blocks between kept ones: the blocks of an edit. */
const runsOf = (steps: ReturnType<typeof align<Block>>) => {
  const runs: Array<{ deleted: Block[]; inserted: Block[] }> = [];
  let run = { deleted: [] as Block[], inserted: [] as Block[] };
  for (const step of [...steps, { kind: "same" as const }]) {
    if (step.kind === "same") {
      if (run.deleted.length + run.inserted.length > 0) runs.push(run);
      run = { deleted: [], inserted: [] };
    } else if (step.kind === "deleted") run.deleted.push(step.a as Block);
    else run.inserted.push(step.b as Block);
  }
  return runs;
};

/** Each changed block of `after` against `before`, under its section's heading. */
export const legalChanges = (before: string, after: string): ChangedBlock[] =>
  runsOf(align(blocksOf(before), blocksOf(after), (x, y) => x.text === y.text)).flatMap(
    ({ deleted, inserted }) => {
      const pairs = Math.min(deleted.length, inserted.length);
      return [
        ...inserted.slice(0, pairs).map((block, index) => ({
          section: block.section,
          parts: wordChanges((deleted[index] as Block).text, block.text),
        })),
        ...deleted.slice(pairs).map((block) => ({
          section: block.section,
          parts: [{ kind: "deleted" as const, text: block.text }],
        })),
        ...inserted.slice(pairs).map((block) => ({
          section: block.section,
          parts: [{ kind: "inserted" as const, text: block.text }],
        })),
      ];
    },
  );
