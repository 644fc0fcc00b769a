import type { Run } from "../../plugins/gatsby-source-passform/check";

/**
 * How the report writes, for the terminal (text) or for the pull request's comment (Markdown):
 * in Markdown, all content escaped, so that a text in data/ can neither format the comment nor
 * mention anyone or link an issue.
 */

export type Format = "text" | "markdown";

export type Style = {
  /** Content as written into the report */
  text: (content: string) => string;
  code: (content: string) => string;
  strong: (content: string) => string;
  link: (label: string, url: string | undefined) => string;
  mark: (run: Run) => string;
  heading: (content: string) => string;
  /** A line at a depth of nesting (0 = top) */
  line: (depth: number, content: string) => string;
};

const MARKS = { deleted: "gestrichen", inserted: "eingefügt" } as const;

/**
 * What GitHub would turn into a mention or a link to an issue (@name, @org/team, #12,
 * owner/repo#12, GH-12), after whatever character: a word joiner after every @ before a letter
 * or digit, and between # or GH- and a number. An e-mail address in the comment need not stay
 * clickable.
 */
const withoutReferences = (content: string): string =>
  content
    .replace(/@(?=[A-Za-z0-9])/g, "@\u2060")
    .replace(/#(?=\d)/g, "#\u2060")
    .replace(/(GH-)(?=\d)/gi, "$1\u2060");

/** Markdown's and HTML's special characters escaped, and no mention or reference left. */
const escapeMarkdown = (content: string): string =>
  withoutReferences(
    content
      .replace(/\s*\n\s*/g, " ")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/[\\`*_[\]#|~!]/g, "\\$&"),
  );

const textStyle: Style = {
  text: (content) => content,
  code: (content) => content,
  strong: (content) => content,
  link: (label, url) => (url ? `${label}: ${url}` : label),
  mark: (run) => (run.kind === "same" ? run.text : `[${MARKS[run.kind]}: ${run.text}]`),
  heading: (content) => content,
  line: (depth, content) => `${"  ".repeat(depth)}${content}`,
};

const markdownStyle: Style = {
  text: escapeMarkdown,
  code: (content) => `\`${withoutReferences(content.replace(/`/g, "'"))}\``,
  strong: (content) => `**${content}**`,
  link: (label, url) => (url ? `[${label}](${url})` : label),
  mark: (run) => {
    const text = escapeMarkdown(run.text);
    if (run.kind === "same") return text;
    const tag = run.kind === "deleted" ? "del" : "ins";
    return `<${tag}>[${MARKS[run.kind]}: ${text}]</${tag}>`;
  },
  heading: (content) => `#### ${content}`,
  line: (depth, content) => `${"  ".repeat(depth)}- ${content}`,
};

export const styleOf = (format: Format): Style =>
  format === "markdown" ? markdownStyle : textStyle;
