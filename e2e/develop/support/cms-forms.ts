/**
 * The editors' forms at /admin/ as the content model names them, and what an editor does in
 * them: used by cms.spec.ts, entry-links.spec.ts and the forms-*.spec.ts.
 */
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import {
  cmsCollections,
  versionLabels,
  type CmsField,
} from "../../../plugins/gatsby-plugin-decap-admin";
import { loadContent } from "../../../plugins/gatsby-source-passform/disk";
import { expect } from "../../support/observed-page";

/** The form of a data file and one of its fields, as the content model names them. */
export const collections = cmsCollections();
export const dataForm = (file: string) => {
  const form = collections
    .flatMap((collection) => ("files" in collection ? collection.files : []))
    .find((each) => each.file === file);
  if (!form) throw new Error(`no form for ${file}`);
  return form;
};
export const fieldOf = (fields: ReadonlyArray<CmsField> | undefined, name: string): CmsField => {
  const field = fields?.find((each) => each.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};

/** What the top bar and the notice say of a local save (local-save-words.ts). */
export const localSave = {
  button: "Speichern",
  menuEntry: "Jetzt speichern",
  status: "Gespeichert",
  notice: /^Gespeichert – die lokale Vorschau zeigt die Änderung\.$/,
};

/** Asks Decap to save the open form, whether it will or not (a refused save stays). */
export const attemptSave = async (admin: Page): Promise<void> => {
  await admin.getByRole("button", { name: localSave.button, exact: true }).click();
  await admin.getByRole("menuitem", { name: localSave.menuEntry }).click();
};

/**
 * Saves the open form („Speichern → Jetzt speichern“, the only mode of the local backend). Decap
 * confirms once the development server shows the save (save-arrival.ts), which can take a while
 * on a busy machine.
 */
export const publish = async (admin: Page): Promise<number> => {
  await attemptSave(admin);
  const saved = Date.now();
  await expect(admin.getByText(localSave.notice)).toBeVisible({ timeout: 60_000 });
  return saved;
};

/**
 * What a list field's top bar shows with `count` entries: the heading and the add button, with
 * the labels as the model writes them, and the lowercased forms Decap itself would show.
 */
export const listTexts = (field: CmsField, count: number) => {
  const singular = field.label_singular ?? field.label;
  const name = count === 1 ? singular : field.label;
  return {
    heading: `${count} ${name}`,
    add: `${singular} hinzufügen`,
    wrong: [`${count} ${name.toLowerCase()}`, `${singular.toLowerCase()} hinzufügen`],
  };
};

/**
 * How the legal texts' list names the entry of `file` in the project at `root`: its title, and
 * for a version how it stands today (browser/decap-fixes/version-labels.ts), „Allgemeine
 * Geschäftsbedingungen – gilt heute (seit 1. Januar 2021)“.
 */
export const legalEntry = (root: string, { file, title }: { file: string; title: string }) =>
  versionLabels(loadContent(path.join(root, "data"))).get(path.basename(file, ".md")) ?? title;

/** The collection and the entry of `file` in Decap's router (its EntryCard's address). */
const entryOf = (file: string) => {
  for (const collection of collections) {
    const slug =
      "files" in collection
        ? collection.files.find((each) => each.file === file)?.name
        : path.posix.dirname(file) === collection.folder
          ? path.posix.basename(file, `.${collection.extension}`)
          : undefined;
    if (slug) return { collection, slug };
  }
  throw new Error(`no form for ${file}`);
};

/** The address of the form of `file`: `#/collections/<collection>/entries/<entry>`. */
export const formAddress = (file: string): string => {
  const { collection, slug } = entryOf(file);
  return `#/collections/${collection.name}/entries/${slug}`;
};

/**
 * Opens the form of `file` at its address, as a link to it does (the way through the lists:
 * entry-links.spec.ts), logged in already (develop-fixture.ts). Done once its top bar leads
 * back to its collection: the bundle and the entry have loaded.
 */
export const openForm = async (admin: Page, origin: string, file: string): Promise<void> => {
  // A new visit: on a page at /admin/ already, the address would change only after the #.
  if (admin.url().startsWith(`${origin}/admin/`)) await admin.goto("about:blank");
  await admin.goto(`${origin}/admin/${formAddress(file)}`);
  const back = `Zurück zu „${entryOf(file).collection.label}“`;
  await expect(admin.getByRole("link", { name: back })).toBeVisible({ timeout: 30_000 });
};

/** Decap's preview pane: the frame beside the form. */
export const pane = (admin: Page) => admin.frameLocator("iframe").first();

/** The lines of `after` that are not in `before` at the same place: what a save changed. */
export const changedLines = (before: string, after: string): string[] => {
  const old = before.split("\n");
  return after.split("\n").filter((line, index) => old[index] !== line);
};

/** What the development server says once the local preview shows a save of `file`. */
const SAVED = {
  changed: (file: string) =>
    `^Gespeichert: ${file}; die lokale Vorschau zeigt die Änderung nach [\\d,]+\u00a0s\\.`,
  unchanged: (file: string) =>
    `^Unverändert: ${file}; die Datei enthält diesen Text schon, und die lokale Vorschau zeigt ihn\\.`,
};

/**
 * The development server's last word on a save of `file` (the reporter wraps long lines): that
 * the local preview shows it, changed, or that the file held that text already.
 */
export const savedMessage = (
  output: string,
  file: string,
  outcome: keyof typeof SAVED = "changed",
): string => {
  const text = output.replace(/[ \t\r\n]+/g, " ");
  const said = text
    .split(/(?=(?:Gespeichert|Unverändert|Ersetzt): )|(?=\S+ ist gespeichert, aber)/)
    .filter((part) => part.includes(file) && /gespeichert|unverändert|ersetzt/i.test(part))
    .at(-1);
  expect(said, "the terminal says the save is shown").toMatch(new RegExp(SAVED[outcome](file)));
  return (said ?? "").replace(/\. .*$/, ".");
};

type KeyTiming = { keyAt?: number; shownAt?: number };

/**
 * Times, in the page, the next keystroke in the form until the preview pane's document first
 * shows `expected`; `keystrokeToPane` reads the result in milliseconds.
 */
export const watchKeystrokeToPane = (admin: Page, expected: string): Promise<void> =>
  admin.evaluate((text) => {
    const state = window as unknown as KeyTiming;
    const pane = document.querySelector("iframe")?.contentDocument;
    if (!pane) throw new Error("no preview pane");
    const now = (view: Window) => view.performance.timeOrigin + view.performance.now();
    addEventListener("keydown", () => (state.keyAt ??= now(window)), { capture: true });
    new MutationObserver((_, observer) => {
      if (!pane.body.textContent?.includes(text)) return;
      state.shownAt = now(pane.defaultView as Window);
      observer.disconnect();
    }).observe(pane.body, { subtree: true, childList: true, characterData: true });
  }, expected);

export const keystrokeToPane = (admin: Page): Promise<number> =>
  admin.evaluate(() => {
    const state = window as unknown as KeyTiming;
    return (state.shownAt ?? Number.NaN) - (state.keyAt ?? Number.NaN);
  });

/** How the form and the preview pane stand: scrolling sideways, stacked, each the window's width. */
export const phoneLayout = (admin: Page) =>
  admin.evaluate(() => {
    const [form, preview] = [...document.querySelectorAll(".SplitPane > .Pane")].map((pane) =>
      pane.getBoundingClientRect(),
    );
    const width = window.innerWidth;
    return {
      sideways: document.documentElement.scrollWidth > width,
      stacked: Boolean(form && preview && preview.top >= form.bottom - 1),
      wide: Boolean(form && preview && Math.min(form.width, preview.width) >= width - 1),
    };
  });

/** Whether two elements' boxes on the screen share any point; both must be on screen. */
export const overlap = async (one: Locator, other: Locator): Promise<boolean> => {
  const [a, b] = [await one.boundingBox(), await other.boundingBox()];
  if (!a || !b) throw new Error("an element that is not on screen");
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
};
