import { valueAt } from "../../gatsby-source-passform";
import type { Phrases } from "./cms-types";
import { localeCorrections, localSaveWords, siteWording } from "./decap-phrases";
import {
  focusRing,
  loginLogo,
  markedFieldStyle,
  phoneLayout,
  previewWidthStyle,
  removeDialogStyle,
  SCROLL_SYNC_TITLE,
  textLimitsStyle,
  toastPlace,
} from "./decap-styles";

/**
 * Every workaround of Decap CMS 3.16 on this site, one entry each: what it waits for upstream,
 * its style (the page's style element, admin-page.ts), its words (Decap's phrases it sets, and
 * the texts it writes into the forms, form-texts.ts) and whether the page's script installs it
 * (browser/decap-fixes/index.ts, by the entry's name, the name of its file there). At each
 * Decap update, UPGRADING.md says what to check; an entry goes when its upstream ships.
 */

type Upstream =
  /** Decap's issue or pull request: the fix goes when it ships */
  | { waitsFor: `https://github.com/${string}` }
  /** No issue found: the report, to be filed at https://github.com/decaporg/decap-cms/issues/new */
  | { report: `upstream/${string}.md` }
  /** Not a defect of Decap's: this site's own choice, and why */
  | { ownChoice: string };

type DecapFix = {
  name: string;
  upstream: Upstream;
  style?: string;
  /** Decap's phrases it sets, on the live site and in `npm start` */
  phrases?: Phrases;
  /** Decap's phrases it sets with the local backend of `npm start` only */
  localPhrases?: Phrases;
  /** What it writes into the forms itself, as templates (`%{count}` for a number) */
  texts?: ReadonlyArray<string>;
  /** The page's script installs it (browser/decap-fixes/index.ts) */
  install?: true;
};

/** The name of the pane's switch between the phone and the desktop layout */
export const DESKTOP_SWITCH_LABEL = "Desktop-Ansicht";

/** The counter below a field: „58 von 90 Zeichen“, „122 von 90 Zeichen – 32 zu viel“. */
export const counterText = (length: number, max: number): string =>
  `${length.toLocaleString("de-DE")} von ${max.toLocaleString("de-DE")} Zeichen${
    length > max ? ` – ${(length - max).toLocaleString("de-DE")} zu viel` : ""
  }`;

const issue = (number: number) => ({
  waitsFor: `https://github.com/decaporg/decap-cms/issues/${number}` as const,
});
const report = (name: string) => ({ report: `upstream/${name}.md` as const });

/** In the order the script installs them and the page's style holds them. */
export const decapFixes = [
  { name: "german-locale", upstream: report("german-locale"), phrases: localeCorrections },
  {
    name: "german-wording",
    upstream: { ownChoice: "the glossary's names, formal and plain words for these forms" },
    phrases: siteWording,
  },
  {
    name: "local-save-words",
    upstream: { ownChoice: "`npm start` saves to this computer; Decap's words say publish" },
    localPhrases: localSaveWords,
  },
  { name: "phone-layout", upstream: issue(441), style: phoneLayout },
  {
    name: "text-limits",
    upstream: report("text-limits"),
    style: textLimitsStyle,
    texts: [counterText(1, 2), counterText(3, 1)].map((text) => text.replace(/\d+/g, "%{count}")),
    install: true,
  },
  {
    name: "field-marks",
    upstream: report("field-marks"),
    style: markedFieldStyle,
    // Installed with the preview pane's verdict (browser/form-preview.ts)
  },
  { name: "entry-navigation", upstream: issue(4147), install: true },
  {
    name: "leave-question",
    upstream: report("leave-question"),
    // The question names the form where it can (browser/decap-fixes/leave-question.ts).
    phrases: { editor: { editor: { onLeavePage: "Ungespeicherte Änderungen verwerfen?" } } },
  },
  { name: "save-shortcut", upstream: report("save-shortcut"), install: true },
  {
    name: "preview-width",
    upstream: issue(1358),
    style: previewWidthStyle,
    // The title its style hides the scroll sync button by
    phrases: { editor: { editorInterface: { toggleScrollSync: SCROLL_SYNC_TITLE } } },
    texts: [DESKTOP_SWITCH_LABEL],
    install: true,
  },
  {
    name: "login-logo",
    upstream: { waitsFor: "https://github.com/decaporg/decap-cms/pull/2134" },
    style: loginLogo,
  },
  { name: "focus-ring", upstream: report("focus-ring"), style: focusRing },
  { name: "capitalised-list-labels", upstream: issue(3856), install: true },
  { name: "list-items", upstream: report("list-items"), install: true },
  { name: "list-remove", upstream: issue(7135), style: removeDialogStyle, install: true },
  { name: "list-add", upstream: issue(1244), install: true },
  { name: "list-move", upstream: report("list-move"), install: true },
  { name: "new-version-fields", upstream: report("new-version-fields"), install: true },
  {
    name: "version-labels",
    upstream: { ownChoice: "a legal version's state on the site's day, which no summary knows" },
    install: true,
  },
  { name: "version-fields", upstream: issue(565), install: true },
  { name: "undo-in-view", upstream: report("undo-in-view"), install: true },
  { name: "search-box", upstream: report("search-box"), install: true },
  { name: "toast-place", upstream: report("toast-place"), style: toastPlace },
] as const satisfies ReadonlyArray<DecapFix>;

type Fix = (typeof decapFixes)[number];

/** The fixes the page's script installs, by name: browser/decap-fixes/index.ts has one each. */
export type InstalledFix = Extract<Fix, { install: true }>["name"];

/** Every text the fixes write into the forms themselves, with the fix's name. */
export const fixTexts: ReadonlyArray<[fix: string, text: string]> = decapFixes.flatMap((fix) =>
  "texts" in fix ? fix.texts.map((text): [string, string] => [fix.name, text]) : [],
);

const isPhrases = (value: unknown): value is Phrases => typeof value === "object" && value !== null;

const merged = (base: Phrases, changes: Phrases): Phrases =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(changes)])].map((key) => {
      const [before, after] = [base[key], changes[key]];
      if (isPhrases(before) && isPhrases(after)) return [key, merged(before, after)];
      return [key, after ?? before ?? ""];
    }),
  );

/**
 * Decap's German phrases with every fix's, and with `local` (the local backend of `npm start`)
 * the words of a save that publishes nothing.
 */
export const germanPhrases = (
  builtIn: Phrases | undefined,
  { local = false }: { local?: boolean } = {},
): Phrases =>
  decapFixes.reduce<Phrases>((phrases, fix) => {
    const own = "phrases" in fix ? merged(phrases, fix.phrases) : phrases;
    return local && "localPhrases" in fix ? merged(own, fix.localPhrases) : own;
  }, builtIn ?? {});

/** A phrase by its key („editor.editor.onLeavePage“), if `phrases` has it. */
export const phraseAt = (phrases: Phrases, key: string): string | undefined => {
  const found = valueAt(phrases, key.split("."));
  return typeof found === "string" ? found : undefined;
};
