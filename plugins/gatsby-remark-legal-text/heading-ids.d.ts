import type { Heading, Root } from "mdast";

export function headingIds(markdownAST: Root): Array<{ heading: Heading; id: string }>;
export function textOf(node: unknown): string;
