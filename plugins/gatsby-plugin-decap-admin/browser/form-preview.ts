import type { DataEntry } from "../../gatsby-source-passform";
import { textAt } from "../../gatsby-source-passform/check";
import { PAGE_ATTRIBUTE, type AdminSettings } from "../config/admin-contract";
import type { CmsCollection } from "../config/cms-types";
import { formOf, refusalOf } from "../config/form-places";
import { formValues, renderPreview, type Preview } from "../preview/render-preview";
import { NEW_VERSION_ACTION } from "../preview/new-version-offer";
import type { Pending } from "../preview/pending-note";
import { markFields, type FieldMark } from "./decap-fixes/field-marks";
import { formFile, type DecapEntry, type FormFile } from "./form-file";
import { takeIntoNewVersion, type NewVersionWords } from "./new-version-offer";
import { followForm } from "./pane-follows-form";
import { keepPlace, scrollPaneTo } from "./pane-place";
import { repository, withFormFile } from "./repository-files";
import { standReminder } from "./stand-reminder";

/**
 * Decap's preview pane and its save, for every form: the pane shows the page the entry's file
 * is on, rendered by the site's own components from the form's current values, with the
 * content check's verdict above it; a save is refused while the verdict has a problem. Both
 * speak the form's words (config/form-places.ts), and the fields concerned are marked in the
 * form (decap-fixes/field-marks.ts), with a reminder at a legal text's Stand once its text
 * changed (stand-reminder.ts). Decap renders the pane with its own React (window.h,
 * createClass); the page inside is HTML from the site's React (preview/render-preview.tsx).
 */

type PreviewProps = { entry: DecapEntry; document?: Document };
type Element = unknown;
type Component = {
  props: PreviewProps;
  forceUpdate: () => void;
};
type ClassSpec = {
  componentDidMount: (this: Component) => void;
  componentDidUpdate: (this: Component) => void;
  render: (this: Component) => Element;
};

export type DecapPreviewApi = {
  registerPreviewTemplate: (name: string, component: unknown) => void;
  registerEventListener: (listener: {
    name: "preSave";
    handler: (event: { entry: DecapEntry }) => unknown;
  }) => void;
};

declare global {
  interface Window {
    h?: (type: string, props: Record<string, unknown>, ...children: unknown[]) => Element;
    createClass?: (spec: ClassSpec) => unknown;
  }
}

/** Where on the landing page a file's content is: the pane opens there. */
const SECTION: Readonly<Record<string, string>> = {
  "data/pricing.json": "pricing",
  "data/terms.json": "pricing",
  "data/features.json": "features",
  "data/technology.json": "technology",
};

type Shown = FormFile & { pending: Pending[] };

/** The pane's last page and verdict, kept while the form's text and the repository stay the same. */
let last:
  { form: Shown; files: DataEntry[]; main: DataEntry[] | undefined; preview: Preview } | undefined;

const previewOf = (form: Shown, collections: ReadonlyArray<CmsCollection>): Preview => {
  if (
    last?.form.text === form.text &&
    last.form.path === form.path &&
    JSON.stringify(last.form.pending) === JSON.stringify(form.pending) &&
    last.files === repository.files &&
    last.main === repository.main
  ) {
    return last.preview;
  }
  const files = withFormFile(repository.files, form);
  const preview = renderPreview(
    files,
    form.path,
    repository.before,
    collections,
    form.pending,
    repository.main,
  );
  last = { form, files: repository.files, main: repository.main, preview };
  return preview;
};

/**
 * The last page the pane could render of each file: where the form's content cannot be rendered
 * at all (a legal text's frontmatter the reader refuses), the page stays as it last was, under
 * the problems, instead of disappearing.
 */
const lastPages = new Map<string, string>();

const paneHtml = (form: Shown, collections: ReadonlyArray<CmsCollection>): string => {
  const preview = previewOf(form, collections);
  if (preview.page) {
    lastPages.set(form.path, preview.page);
    return preview.html;
  }
  return preview.html + (lastPages.get(form.path) ?? "");
};

/** The panes that have been scrolled to their file's section, once their page was there. */
const opened = new WeakSet<Document>();

/** The pane opens at the section of the landing page its file is on (SECTION). */
const openAtSection = (pane: Document | undefined, path: string | undefined): void => {
  const section = pane?.getElementById(SECTION[path ?? ""] ?? "");
  if (!pane || opened.has(pane) || !pane.querySelector(`[${PAGE_ATTRIBUTE}]`)) return;
  opened.add(pane);
  if (section) scrollPaneTo(section);
};

/**
 * An error whose text is the message alone: Decap puts the error into its toast as text, and
 * an Error's text starts with its name („Error: …“) unless the name is empty.
 */
class Refusal extends Error {
  override name = "";
}

/** What the form marks at its fields: the problems of its file, and the reminder at the Stand. */
const fieldMarks = (form: Shown, collections: ReadonlyArray<CmsCollection>): void => {
  const fields = formOf(collections, form.path)?.fields ?? [];
  const values = formValues(form.path, form.text);
  const reminder = form.path.endsWith(".md")
    ? standReminder(fields, textAt(repository.files, form.path), values)
    : undefined;
  const marks: FieldMark[] = [
    ...previewOf(form, collections)
      .words.problems.filter((problem) => problem.file === form.path)
      .map((problem) => ({
        paths: problem.paths,
        message: problem.message,
        kind: "problem" as const,
      })),
    ...(reminder ? [{ paths: [["lastUpdated"]], message: reminder, kind: "note" as const }] : []),
  ];
  // Once Decap has rendered the form for these values.
  setTimeout(() => markFields(document, fields, values, marks), 0);
};

/** The pane's button that takes an edit into a new version (preview/new-version-offer.tsx). */
const newVersion = (button: HTMLButtonElement, words: NewVersionWords): void => {
  const form = last?.form;
  const saved = form && textAt(repository.files, form.path);
  if (!form || saved === undefined) return;
  button.disabled = true;
  void takeIntoNewVersion(saved, form.text, words).then((taken) => {
    button.disabled = taken;
  });
};

/**
 * In the pane, a link to a section scrolls there, and nothing else leaves the preview pane; the
 * offer of a new version makes it.
 */
const paneClick = (pane: Document | undefined, words: NewVersionWords) => (event: MouseEvent) => {
  const clicked = event.target as HTMLElement | null;
  const button = clicked?.closest?.(`button[${NEW_VERSION_ACTION}]`);
  if (button) return newVersion(button as HTMLButtonElement, words);
  const link = clicked?.closest?.("a");
  if (!link) return;
  event.preventDefault();
  const hash = link.getAttribute("href")?.split("#")[1];
  const target = hash ? pane?.getElementById(hash) : undefined;
  if (target) scrollPaneTo(target);
};

/**
 * Registers the pane of every form and the check of its save; `words` are Decap's for the
 * status menu, as this site's phrases set them.
 */
export const registerFormPreview = (
  cms: DecapPreviewApi,
  settings: AdminSettings,
  words: NewVersionWords,
): void => {
  const { collections } = settings.config;
  const fileOf = (entry: DecapEntry) => formFile(entry, collections, settings.printWidth);
  const shownOf = (entry: DecapEntry) =>
    formFile(entry, collections, settings.printWidth, { unfilled: "left out" });
  const { h, createClass } = window;
  if (!h || !createClass) return;
  const template = createClass({
    componentDidMount() {
      openAtSection(this.props.document, fileOf(this.props.entry)?.path);
      keepPlace(this.props.document);
      void repository.refresh().then(() => this.forceUpdate());
    },
    componentDidUpdate() {
      openAtSection(this.props.document, fileOf(this.props.entry)?.path);
      keepPlace(this.props.document);
    },
    render() {
      const form = shownOf(this.props.entry);
      if (!form) return h("p", {}, "Für diesen Eintrag gibt es keine Formularvorschau.");
      const html = paneHtml(form, collections);
      fieldMarks(form, collections);
      return h("div", {
        "data-preview-of": form.path,
        onClick: paneClick(this.props.document, words),
        dangerouslySetInnerHTML: { __html: html },
      });
    },
  });
  for (const collection of collections as CmsCollection[]) {
    cms.registerPreviewTemplate(collection.name, template);
    if ("files" in collection) {
      for (const file of collection.files) cms.registerPreviewTemplate(file.name, template);
    }
  }
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const form = fileOf(entry);
      const problems = form ? previewOf(form, collections).words.problems : [];
      if (problems.length > 0) throw new Refusal(refusalOf(problems));
      return undefined;
    },
  });
  followForm(collections, () => last?.form);
  void repository.refresh();
};
