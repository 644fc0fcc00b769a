import { stringsOf } from "../derive/fill-tokens";
import {
  groupOf,
  placeholderFormMessage,
  sampleFormMessage,
  sampleMarkers,
  sampleMessage,
  type Sample,
} from "../model/samples";
import { PLACEHOLDERS_LABEL, placeholderLabels } from "../model/site";
import type { ContentData } from "../model/data-files";
import { jsonTexts, type Read } from "./read-files";

/** The samples still in data/ (samples.ts), and the values the pages mark. */

type Site = ContentData["site"];

/** The values under a path of site.json: "vatId" → its value, "address" → every value in it. */
const valuesAt = (site: Site, placeholder: string): string[] => {
  const value = placeholder
    .split(".")
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], site);
  return stringsOf(value).map(({ text }) => text);
};

/** The company facts marked as samples in site.json, in the order of the file. */
const placeholderSamples = (site: Read["json"]["site"]): Sample[] => {
  const marked = (site?.data as Site | undefined)?.placeholders ?? [];
  const lineOf = (placeholder: string) => site?.lines?.keyLine(placeholder.split("."));
  return [...marked]
    .sort((a, b) => (lineOf(a) ?? 0) - (lineOf(b) ?? 0))
    .map((placeholder) => {
      const line = lineOf(placeholder);
      const shown = valuesAt(site?.data as Site, placeholder).join(" · ");
      const choice = placeholderLabels[placeholder] ?? placeholder;
      return {
        file: "data/site.json",
        ...(line ? { line } : {}),
        entry: "oberste Ebene",
        field: `Feld „${placeholder}“`,
        message: `steht unter „placeholders“, enthält also noch Musterangaben („${shown}“); den echten Wert eintragen und „${placeholder}“ aus „placeholders“ löschen`,
        path: placeholder.split("."),
        related: [["placeholders"]],
        formMessage: placeholderFormMessage(shown, choice, PLACEHOLDERS_LABEL),
        group: "Firmenangaben" as const,
      };
    });
};

/** Every sample in data/: the marked company facts, then gaps in any text, file by file. */
export const findSamples = ({ json, legal }: Read): Sample[] => {
  const gaps = jsonTexts(json, { facts: true }).flatMap(({ where, text }) => {
    const markers = sampleMarkers(text);
    return markers.length > 0
      ? [{ ...where, message: sampleMessage(markers), formMessage: sampleFormMessage(markers) }]
      : [];
  });
  return [
    ...placeholderSamples(json.site),
    ...[...gaps, ...legal.flatMap((page) => page.samples)].map((sample) => ({
      ...sample,
      group: groupOf(sample.file, sample.entry),
    })),
  ];
};

/** The values of the marked company facts, as the pages show them. */
export const findSampleValues = ({ json }: Read): string[] => {
  const site = json.site?.data as Site | undefined;
  if (!site) return [];
  return [...new Set(site.placeholders.flatMap((placeholder) => valuesAt(site, placeholder)))];
};
