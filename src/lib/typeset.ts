const NBSP = "\u00a0";

/**
 * German typography that editors should not have to type by hand:
 * a no-break space between a number and its unit ("60 %", "299 €", "50 Sekunden"), after
 * "§" and "Art.", and before a spaced en dash, so no figure is split across lines and no line
 * starts with a dash.
 */
export const typeset = (text: string): string =>
  text
    .replace(/(\d)[ \t]+(?=[%€]|\p{L})/gu, `$1${NBSP}`)
    .replace(/(§|Art\.)[ \t]+(?=\d)/g, `$1${NBSP}`)
    .replace(/[ \t]+–(?=[ \t])/g, `${NBSP}–`);

/** Applies `typeset` to every string in a JSON value, keeping its shape. */
export const typesetDeep = <T>(value: T): T => {
  if (typeof value === "string") return typeset(value) as T;
  if (Array.isArray(value)) return value.map((item) => typesetDeep(item)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, typesetDeep(item)]),
    ) as T;
  }
  return value;
};

/** Joins a phone number's groups with no-break spaces so it never wraps. */
export const unbreakable = (text: string): string => text.replace(/ /g, NBSP);
