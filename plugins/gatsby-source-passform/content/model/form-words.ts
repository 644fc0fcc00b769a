import type { z } from "zod";
import { valueAt, type Path } from "../words/json-path";

/**
 * A problem as the editors' forms say it. The build names the file's keys and quotes the JSON
 * it found („Feld „title“: höchstens 90 Zeichen; gefunden: "…"“), which is right for whoever
 * opens the file; the forms show labels, switches and lists instead, so there each problem says
 * in plain German what is wrong and what to do („Höchstens 90 Zeichen – jetzt 122. Bitte
 * kürzen.“), and the form names the place by its labels (plugins/gatsby-plugin-decap-admin).
 * The words follow from the issue's code and the model's limits; a rule of the model's own
 * (a custom issue) brings its form words along in the issue's params (`formRule`).
 */

/** What a custom rule of the model adds to its issue for the forms. */
type FormParams = {
  /** The rule in the form's words, one or two sentences */
  form: string;
  /**
   * Other places the same mistake concerns, relative like the issue's own path: each replaces
   * as many trailing keys of the issue's path as it has (a rule across the entries of a list
   * names a sibling entry as [index, "popular"]).
   */
  related?: ReadonlyArray<Path>;
};

/** The params of a custom issue: its form words, and the other places it concerns. */
export const formRule = (form: string, related?: ReadonlyArray<Path>): { params: FormParams } => ({
  params: { form, ...(related && related.length > 0 ? { related } : {}) },
});

const paramsOf = (issue: z.core.$ZodIssue): Partial<FormParams> =>
  issue.code === "custom" ? ((issue.params ?? {}) as Partial<FormParams>) : {};

/** The other places an issue concerns, as paths from the file's top. */
export const relatedPaths = (issue: z.core.$ZodIssue): Path[] | undefined => {
  const related = paramsOf(issue).related;
  if (!related) return undefined;
  return related.map((path) => [
    ...issue.path.slice(0, issue.path.length - path.length),
    ...path,
  ]) as Path[];
};

/** A message of the model as a sentence: „erwartet …“ → „Erwartet …“, with a full stop. */
export const asSentence = (message: string): string => {
  const text = message.trim();
  const first = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(first) ? first : `${first}.`;
};

const number = (value: unknown): string =>
  typeof value === "number" || typeof value === "bigint"
    ? Number(value).toLocaleString("de-DE")
    : String(value);

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** An empty line of a list, or an empty field. */
const emptyWords = (path: Path): string =>
  typeof path.at(-1) === "number"
    ? "Die Zeile ist leer – bitte Text eintragen oder die Zeile entfernen."
    : "Das Feld ist leer – bitte ausfüllen.";

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: "Bitte hier einen Text eintragen.",
  number: "Bitte eine Zahl ohne Einheit eintragen.",
  int: "Bitte eine ganze Zahl ohne Einheit eintragen.",
  boolean: "Bitte ein- oder ausschalten.",
  array: "Die Liste fehlt – bitte mindestens einen Eintrag hinzufügen.",
  object: "Diese Angaben fehlen – bitte ausfüllen.",
};

const wrongType = (issue: z.core.$ZodIssueInvalidType, found: unknown): string => {
  if (issue.expected === "string" && isEmpty(found)) return emptyWords(issue.path as Path);
  return TYPE_WORDS[issue.expected] ?? asSentence(issue.message);
};

/**
 * A text beyond its limit: „Höchstens 90 Zeichen – jetzt 122. Bitte kürzen.“ The form's text
 * fields say the same while the editor types (plugins/gatsby-plugin-decap-admin).
 */
export const lengthMessage = (kind: "min" | "max", limit: number, length: number): string =>
  kind === "max"
    ? `Höchstens ${number(limit)} Zeichen – jetzt ${number(length)}. Bitte kürzen.`
    : `Mindestens ${number(limit)} Zeichen – jetzt ${number(length)}. Bitte ergänzen.`;

/** „Höchstens 4 Einträge – jetzt 5. Bitte einen entfernen.“ and the like, for lists and numbers. */
const outOfRange = (
  issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall,
  found: unknown,
): string => {
  const big = issue.code === "too_big";
  const limit = big ? issue.maximum : issue.minimum;
  const exact = issue.exact === true;
  const bound = exact ? "Genau" : big ? "Höchstens" : "Mindestens";
  if (issue.origin === "string") {
    if (!big && Number(limit) <= 1) return emptyWords(issue.path as Path);
    // The model counts a text without the spaces around it (.trim() before .max()).
    const length = typeof found === "string" ? found.trim().length : 0;
    return lengthMessage(big ? "max" : "min", Number(limit), length);
  }
  if (issue.origin === "array") {
    const count = Array.isArray(found) ? found.length : 0;
    if (!big && Number(limit) <= 1) {
      return "Die Liste ist leer – bitte mindestens einen Eintrag hinzufügen.";
    }
    const change = big
      ? `Bitte ${count - Number(limit) === 1 ? "einen" : number(count - Number(limit))} entfernen.`
      : "Bitte ergänzen.";
    return `${bound} ${number(limit)} Einträge – jetzt ${number(count)}. ${change}`;
  }
  if (issue.origin === "number") {
    const inclusive = issue.inclusive !== false;
    const rule = inclusive
      ? `${bound} ${number(limit)}`
      : `${big ? "Kleiner" : "Größer"} als ${number(limit)}`;
    return `${rule} – jetzt ${number(found)}.`;
  }
  return asSentence(issue.message);
};

/**
 * The problem behind `issue` in the form's words, with `input` the whole file as read (for what
 * the field holds now).
 */
export const formMessage = (issue: z.core.$ZodIssue, input: unknown): string => {
  const found = valueAt(input, issue.path);
  switch (issue.code) {
    case "invalid_type":
      return wrongType(issue, found);
    case "too_big":
    case "too_small":
      return outOfRange(issue, found);
    case "invalid_value":
      return "Bitte eine der angebotenen Möglichkeiten wählen.";
    case "not_multiple_of":
      return "Bitte eine ganze Zahl eintragen.";
    case "unrecognized_keys":
      return `Unbekannte Angabe ${issue.keys.map((key) => `„${key}“`).join(", ")} – bitte in der Datei entfernen.`;
    case "custom":
      return paramsOf(issue).form ?? asSentence(issue.message);
    default:
      return isEmpty(found) ? emptyWords(issue.path as Path) : asSentence(issue.message);
  }
};
