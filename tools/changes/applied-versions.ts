import path from "node:path";
import { buildDay, checkContent, legalTexts } from "../../plugins/gatsby-source-passform/check";
import { readDataDirectory } from "../../plugins/gatsby-source-passform/node";
import { sampleGaps, writtenDate, type DataEntry } from "../../plugins/gatsby-source-passform";
import { parseBaseOption } from "./options";
import { dataAtRevision, repositoryRoot, resolveRevision, UsageError } from "./revision";

/**
 * A version of a legal text that has applied is a contract's basis: customers signed under it,
 * and its permanent address promises its words. It is never changed in place or deleted; a
 * change is a new version („Neue Fassung anlegen“). This compares data/legal/ of a base
 * revision with the working tree and names every applied version that a change touches. A
 * version counts as applied when its first day has come and a lawyer's review is filled in:
 * the samples of the repository (texts never reviewed, never published by production) stay
 * open to the company's edits until launch.
 */

type Legal = ReturnType<typeof checkContent>["legal"][number];

/** What may not change in an applied version: its words and the facts the page shows of it. */
const wording = (file: Legal) => {
  const { title, slug, validFrom, lastUpdated, changes } = file.frontmatter ?? {};
  return JSON.stringify([
    title,
    slug,
    validFrom,
    lastUpdated,
    changes,
    file.text.replace(/\r\n/g, "\n"),
  ]);
};

const appliedVersions = (legal: ReadonlyArray<Legal>, day: string): Legal[] =>
  [...legalTexts(legal, day).values()].flatMap((text) =>
    text.versions.flatMap((version) =>
      version.validFrom &&
      version.state !== "announced" &&
      sampleGaps(version.file.frontmatter?.review ?? "").length === 0
        ? [version.file]
        : [],
    ),
  );

/** German messages, one per applied version of `base` that `work` changed or deleted. */
export const appliedVersionEdits = (
  base: DataEntry[] | undefined,
  work: DataEntry[] | undefined,
  day: string,
): string[] => {
  const now = new Map(checkContent(work).legal.map((file) => [file.file, file]));
  return appliedVersions(checkContent(base).legal, day).flatMap((applied) => {
    const edited = now.get(applied.file);
    if (edited && wording(edited) === wording(applied)) return [];
    const since = writtenDate(applied.frontmatter?.validFrom ?? day);
    return [
      `${applied.file}: Diese Fassung gilt seit dem ${since} und ist Grundlage geschlossener Verträge; sie wird nicht ${edited ? "geändert" : "gelöscht"}. Bitte die Änderung rückgängig machen und sie als neue Fassung anlegen (in den Formularen: die Fassung öffnen, „Neue Fassung anlegen“, „Gilt ab“ und „Was sich ändert“ eintragen; CONTENT.md, „Eine neue Fassung der AGB ankündigen“).`,
    ];
  });
};

/** npm run check:versions -- --base REV: exit 1 with the messages, 0 if no applied version changed. */
const main = (args: string[]): number => {
  let revision: string;
  try {
    revision = parseBaseOption(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(
      `${error.message}\nAufruf: npm run check:versions -- --base REV (z. B. HEAD^1, origin/main)\n`,
    );
    return 2;
  }
  const root = repositoryRoot(process.cwd());
  const commit = resolveRevision(root, revision);
  const edits = appliedVersionEdits(
    dataAtRevision(root, commit),
    readDataDirectory(path.join(root, "data")),
    buildDay(),
  );
  process.stdout.write(
    edits.length === 0
      ? `Fassungen, die schon gegolten haben: unverändert gegenüber ${revision}.\n`
      : `${edits.join("\n\n")}\n`,
  );
  return edits.length === 0 ? 0 : 1;
};

if (require.main === module) process.exitCode = main(process.argv.slice(2));
