import type { JSX } from "react";
import {
  buildDay,
  legalTexts,
  readableLegal,
  VERSIONED_TEXTS,
} from "../../gatsby-source-passform/check";
import { writtenDate, type Content, type LegalPage } from "../../gatsby-source-passform";
import type { CmsCollection } from "../config/cms-types";
import { formOf, labelsOf } from "../config/form-places";
import { PaneNote } from "./pane-note";

/**
 * Above the page in the preview pane of „Firma und Website“ and „Zahlen der AGB“: which versions
 * of the legal texts the file's values apply to. A version fills its text with these values
 * except those it keeps as its own („Werte dieser Fassung“, `facts`), and a reviewed version on
 * main stays as customers read it (counting-versions.ts refuses a change that alters one), so the
 * editor knows before typing where a value shows.
 */

const STATE = { inForce: "gilt heute", announced: "angekündigt", earlier: "galt früher" } as const;

/** The keys of `file` a version keeps as its own: `facts.terms` for the figures, else the rest. */
const ownKeys = (version: LegalPage, file: string): string[][] => {
  const { terms, ...company } = version.frontmatter.facts ?? {};
  const kept = file === "data/terms.json" ? (terms ?? {}) : company;
  const paths = (value: unknown, at: string[]): string[][] =>
    value !== null && typeof value === "object"
      ? Object.entries(value).flatMap(([key, inner]) => paths(inner, [...at, key]))
      : [at];
  return paths(kept, []).filter((at) => at.length > 0);
};

/** The note's sentences for `file`, or none for another file. */
export const valuesNote = (
  content: Content,
  file: string,
  collections: ReadonlyArray<CmsCollection>,
): string[] => {
  if (file !== "data/terms.json" && file !== "data/site.json") return [];
  const form = formOf(collections, file);
  const values = file === "data/terms.json" ? content.data.terms : content.data.site;
  const readable = readableLegal(content);
  const versions = [...legalTexts(readable, buildDay()).values()]
    .filter((text) => text.slug in VERSIONED_TEXTS)
    .filter((text) => file === "data/site.json" || VERSIONED_TEXTS[text.slug] === "contract")
    .flatMap((text) => text.versions.filter((version) => version.validFrom));
  if (!form || versions.length === 0) return [];
  const each = versions.map(({ file: version, validFrom, state }) => {
    const kept = ownKeys(version, file).map(
      (at) => `„${labelsOf(form, at, values).slice(1).join(" › ")}“`,
    );
    const name = `${version.frontmatter.title} ab ${writtenDate(validFrom ?? "")} (${STATE[state]})`;
    return kept.length > 0 ? `${name} außer ${kept.join(", ")}` : name;
  });
  return [
    `Diese Werte gelten in jeder Fassung, soweit sie unter „Werte dieser Fassung“ keinen eigenen hat: ${each.join("; ")}.`,
    "Eine anwaltlich geprüfte Fassung bleibt, wie Kunden sie lesen: Ein Wert, den sie zeigt, ändert sich für sie nicht – für spätere Fassungen trägt ihn eine neue Fassung unter „Werte dieser Fassung“ ein.",
  ];
};

export const ValuesNote = ({
  sentences,
}: {
  sentences: ReadonlyArray<string>;
}): JSX.Element | null =>
  sentences.length === 0 ? null : (
    <PaneNote label="Wo diese Werte gelten">
      {sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </PaneNote>
  );
