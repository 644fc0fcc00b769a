import { cmsCollections, type CmsField } from "../../plugins/gatsby-plugin-decap-admin";
import {
  dataFiles,
  legalFacts,
  nodeEntries,
  readableLegal,
} from "../../plugins/gatsby-source-passform/check";
import type {
  Content,
  ContentData,
  DataEntry,
  DataFileName,
  LegalPage,
} from "../../plugins/gatsby-source-passform";
import { fields, type FieldChange, type Values } from "./field-changes";
import type { RenderContent } from "./page-renderer";

/**
 * Every change between two sides of data/, each as one form would show it and able to make the
 * old content carry it alone: the JSON files field by field (field-changes.ts), the legal texts
 * by their frontmatter fields and their text, a legal text added or removed. Forms, fields and
 * their order come from the editors' forms' configuration (cms-config.ts).
 */

export type Change = {
  /** The file in data/ */
  file: string;
  /** The file's form („Tarife und Preise“) or the legal text's title */
  form: string;
  /** The change of one value, if it is one; else the legal text's text or the whole text */
  field?: FieldChange;
  legal?: "text" | "added" | "removed";
  /** The first day of a legal text's version added or removed beside others of its text */
  version?: string;
  labels: string[];
  /** The placeholder a legal text names a fact by ({{terms.noticeMonths}}), for facts files */
  placeholder?: string;
  apply: (content: RenderContent) => void;
};

/** A file of one side that could not be read, so nothing of it is compared. */
export type Unread = { file: string; side: "base" | "work" };

const collections = cmsCollections();

/** The values of a JSON file as the pages show its texts (the GraphQL nodes' values). */
const shownOf = (name: DataFileName, content: Pick<Content, "data">): unknown => {
  const spec = dataFiles[name];
  const entries: ReadonlyArray<Record<string, unknown>> = nodeEntries(name, content);
  if (spec.kind === "single") return entries[0];
  return { [spec.listKey]: entries.map(({ position: _position, ...entry }) => entry) };
};

const sideOf = (name: DataFileName, content: Content): Values => ({
  raw: content.data[name],
  shown: shownOf(name, content),
});

/** The placeholder under which legal texts use a value of site.json or terms.json. */
const placeholderOf = (
  name: DataFileName,
  change: FieldChange,
  work: Content,
): string | undefined => {
  if ((name !== "site" && name !== "terms") || !work.data.site || !work.data.terms)
    return undefined;
  const key = (name === "terms" ? ["terms", ...change.path] : change.path).join(".");
  return key in legalFacts(work.data.site, work.data.terms) ? `{{${key}}}` : undefined;
};

const jsonChanges = (base: Content, work: Content, unread: Unread[]): Change[] => {
  const forms = collections.flatMap((collection) =>
    "files" in collection ? collection.files : [],
  );
  return forms.flatMap((form) => {
    const name = form.name as DataFileName;
    const missing = (["base", "work"] as const).filter(
      (side) => !(side === "base" ? base : work).data[name],
    );
    unread.push(...missing.map((side) => ({ file: form.file, side })));
    if (missing.length > 0) return [];
    const found = fields(form.fields, sideOf(name, base), sideOf(name, work), {
      path: [],
      labels: [form.label],
      out: [],
    });
    return found.map((field) => {
      const placeholder = placeholderOf(name, field, work);
      return {
        file: form.file,
        form: form.label,
        field,
        labels: field.labels,
        ...(placeholder ? { placeholder } : {}),
        apply: (content: RenderContent) => {
          field.apply(content.data[name] as unknown as Record<string, unknown>);
        },
      };
    });
  });
};

const legalCollection = collections.find((collection) => !("files" in collection));
const frontmatterFields: CmsField[] = (
  legalCollection && "fields" in legalCollection ? legalCollection.fields : []
).filter((field) => field.name !== "body");

/** Replaces the legal text `file` of a copy of the content (or adds it, or removes it). */
const withPage = (content: RenderContent, file: string, page?: LegalPage, text?: string) => {
  const at = content.legal.findIndex((other) => other.file === file);
  const pages = [...content.legal];
  if (page) pages.splice(at >= 0 ? at : pages.length, at >= 0 ? 1 : 0, page);
  else if (at >= 0) pages.splice(at, 1);
  content.legal = pages;
  if (text !== undefined) (content.legalTexts as Map<string, string>).set(file, text);
};

/** The day of a version added or removed beside other versions of its text, for its label. */
const versionOf = (side: ReadonlyArray<LegalPage>, page: LegalPage): { version?: string } => {
  const day = page.frontmatter.validFrom;
  const versioned = side.some(
    (other) => other.file !== page.file && other.frontmatter.slug === page.frontmatter.slug,
  );
  return versioned && day ? { version: day } : {};
};

const legalChanges = (
  base: Content,
  work: Content,
  texts: ReadonlyMap<string, string>,
  unread: Unread[],
): Change[] => {
  const old = readableLegal(base);
  const now = readableLegal(work);
  const unreadable = (["base", "work"] as const).flatMap((side) =>
    (side === "base" ? base : work).legal
      .filter((page) => page.frontmatter === undefined)
      .map((page) => ({ file: page.file, side })),
  );
  unread.push(...unreadable);
  const files = [...new Set([...old, ...now].map((page) => page.file))]
    .filter((file) => !unreadable.some((other) => other.file === file))
    .sort();
  return files.flatMap((file): Change[] => {
    const before = old.find((page) => page.file === file);
    const after = now.find((page) => page.file === file);
    const form = (after ?? before)?.frontmatter.title ?? file;
    const common = { file, form, labels: [form] };
    if (!before || !after) {
      return [
        {
          ...common,
          ...versionOf(after ? now : old, (after ?? before) as LegalPage),
          legal: before ? "removed" : "added",
          apply: (content) => withPage(content, file, after, texts.get(file)),
        },
      ];
    }
    const frontmatter = { raw: before.frontmatter, shown: before.frontmatter };
    const changes: Change[] = fields(
      frontmatterFields,
      frontmatter,
      { raw: after.frontmatter, shown: after.frontmatter },
      { path: [], labels: [form], out: [] },
    ).map((field) => ({
      ...common,
      field,
      labels: field.labels,
      apply: (content) => {
        const page = { ...before, frontmatter: structuredClone(before.frontmatter) };
        field.apply(page.frontmatter as unknown as Record<string, unknown>);
        withPage(content, file, page);
      },
    }));
    if (before.text !== after.text) {
      changes.push({
        ...common,
        legal: "text",
        apply: (content) => withPage(content, file, before, texts.get(file)),
      });
    }
    return changes;
  });
};

const decoder = new TextDecoder("utf-8");

/** The text of each legal text in `entries`, by file. */
const legalTextsOf = (entries: ReadonlyArray<DataEntry> | undefined): Map<string, string> =>
  new Map(
    (entries ?? [])
      .filter((entry) => entry.bytes && entry.path.startsWith("data/legal/"))
      .map((entry) => [entry.path, decoder.decode(entry.bytes)]),
  );

/**
 * Every change from `base` to `work` (checked from `workEntries`), JSON files in the order of the
 * editors' forms, then the legal texts. Files that one side could not read are in `unread`.
 */
export const contentChanges = (
  base: Content,
  work: Content,
  workEntries: ReadonlyArray<DataEntry> | undefined,
): { changes: Change[]; unread: Unread[] } => {
  const unread: Unread[] = [];
  const texts = legalTextsOf(workEntries);
  const changes = [...jsonChanges(base, work, unread), ...legalChanges(base, work, texts, unread)];
  return { changes, unread };
};

/** The content the pages are rendered from (checked from `entries`), if every file was read. */
export const renderContent = (
  content: Content,
  entries: ReadonlyArray<DataEntry> | undefined,
): RenderContent | undefined => {
  const complete = (Object.keys(dataFiles) as DataFileName[]).every((name) => content.data[name]);
  if (!complete) return undefined;
  return {
    data: content.data as ContentData,
    legal: readableLegal(content),
    legalTexts: legalTextsOf(entries),
  };
};

/** A copy of rendered content that a change may alter without touching the original. */
export const copyOf = (content: RenderContent): RenderContent => ({
  data: structuredClone(content.data),
  legal: [...content.legal],
  legalTexts: new Map(content.legalTexts),
});
