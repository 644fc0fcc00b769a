import { z } from "zod";
import { dataFiles, legalFrontmatterSchema } from "../../gatsby-source-passform/check";
import type { DataFileName } from "../../gatsby-source-passform";
import { JSON_FORMAT, MARKDOWN_FORMAT, NO_MEDIA_LIBRARY } from "./admin-contract";
import { type CmsBackend, githubBackend } from "./backend";
import type { CmsCollection, CmsConfig, CmsField } from "./cms-types";
import { cmsFields } from "./fields";

/**
 * The configuration of Decap CMS for this site: one form per file in data/, derived from the
 * content model (fields.ts), and the legal texts of data/legal/ with their frontmatter and a text
 * area for the Markdown, which the preview pane renders as the page does. On the live site Decap
 * edits the GitHub repository through pull requests (editorial workflow), so every change gets its
 * Netlify deploy preview before it is merged; in `npm start` it finds the local backend instead and
 * writes data/ directly, where the development server picks the change up.
 */

/** The files editors change most often come first in the list. */
const FIRST: ReadonlyArray<DataFileName> = ["pricing", "landing"];

const titleOf = (schema: z.ZodType, fallback: string): string => {
  const title = z.globalRegistry.get(schema)?.title;
  return typeof title === "string" ? title : fallback;
};

const dataCollection = (): CmsCollection => {
  const names = Object.keys(dataFiles) as DataFileName[];
  const ordered = [...FIRST, ...names.filter((name) => !FIRST.includes(name))];
  return {
    name: "inhalte",
    label: "Inhalte",
    description:
      "Texte, Tarife und Firmenangaben der Website. Schon beim Tippen prüft die Formularvorschau jede Angabe: Was nicht passt, steht über der Seite und am Feld, mit dem, was zu tun ist.",
    format: JSON_FORMAT,
    files: ordered.map((name) => ({
      name,
      label: titleOf(dataFiles[name].schema, name),
      file: `data/${name}.json`,
      fields: cmsFields(dataFiles[name].schema),
    })),
  };
};

const legalBody: CmsField = {
  name: "body",
  label: "Text",
  // A plain text area: it stores exactly what is typed (Decap's Markdown editor is deprecated
  // and rewrites what it does not know); the preview pane renders the Markdown as the page does.
  widget: "text",
  hint: "Markdown, wie CONTENT.md es beschreibt: ## Abschnitt, ### Unterabschnitt, 1. und - für Listen, **fett**, [Text](/adresse), Fußnoten [^1]. Platzhalter wie {{legalName}} bleiben so stehen; die Seite zeigt an ihrer Stelle die Werte aus den Firmenangaben und den Zahlen der AGB, soweit diese Fassung unter „Werte dieser Fassung“ keine eigenen hat.",
};

const legalCollection = (): CmsCollection => ({
  name: "rechtstexte",
  label: "Rechtstexte",
  label_singular: "Rechtstext",
  description:
    "Datenschutzerklärung, AGB, Impressum. Eine Fassung der AGB oder der Datenschutzerklärung, die anwaltlich geprüft auf der Website steht (angekündigt oder geltend), ändern Sie nicht: Öffnen Sie sie, wählen Sie oben „Neue Fassung anlegen“ und tragen Sie „Gilt ab“, „Stand“, „Was sich ändert“ und neue Zahlen unter „Werte dieser Fassung“ ein; die anwaltliche Prüfung folgt. Vor dem Livegang ändern Sie die Mustertexte direkt. Ein neuer Rechtstext muss im Footer (Startseite › Footer) oder in einem anderen Rechtstext verlinkt sein. Einen Rechtstext löschen können Sie hier nicht: Das geschieht in Git, damit jede Löschung über einen Pull Request mit Vorschau geprüft wird.",
  folder: "data/legal",
  extension: "md",
  format: MARKDOWN_FORMAT,
  create: true,
  delete: false,
  // A version's file: the text's address and its first day, „agb-2027-03-01“ (Decap drops the
  // slash and, for a text without versions, the trailing hyphen).
  slug: "{{fields.slug}}-{{fields.validFrom}}",
  identifier_field: "title",
  // Versions of one text apart in the list: „Allgemeine Geschäftsbedingungen – Fassung ab
  // 2027-03-01“ (an earlier version „gilt“ no more).
  summary: "{{title}}{{fields.validFrom | ternary(' – Fassung ab ', '')}}{{fields.validFrom}}",
  fields: [...cmsFields(legalFrontmatterSchema), legalBody],
});

/** Every collection, in the order Decap lists them. */
export const cmsCollections = (): CmsCollection[] => [dataCollection(), legalCollection()];

/** Decap's configuration, saving to `backend` on the live site (backend.ts). */
export const cmsConfig = (backend: CmsBackend): CmsConfig => ({
  load_config_file: false,
  locale: "de",
  backend: githubBackend(backend),
  publish_mode: "editorial_workflow",
  media_library: { name: NO_MEDIA_LIBRARY },
  // Never written (no field takes a file, and the library above offers no uploads), but
  // decap-server's local backend refuses to load an entry without a media folder.
  media_folder: "static/uploads",
  // The brand's icon on the login page instead of Decap's logo.
  logo: { src: "/icon-512.png" },
  show_preview_links: true,
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
  collections: cmsCollections(),
});
