import { VERSIONED_TEXTS } from "../words/versioned-texts";
import { sampleGaps } from "../words/gaps";
import { legalTexts } from "./legal-versions";

/**
 * The versions customers can rely on: of a text with versions (the AGB, the Datenschutzerklärung),
 * with a first day and a lawyer's review of its own – filled in, and not word for word the review
 * of a version before it, which a copy carried over. Once such a version is on main, announced or
 * in force, what it says stays as it is: the freeze of a pull request
 * (tools/changes/frozen-versions.ts) and the editors' forms (the preview pane's verdict) both
 * judge by this list, whatever the day.
 */

type Reviewable = {
  file: string;
  slug?: string;
  frontmatter?: { validFrom?: string; review?: string };
};

export const versionsThatCount = <F extends Reviewable>(files: ReadonlyArray<F>): F[] =>
  [...legalTexts(files, "0000-01-01").values()]
    .filter((text) => text.slug in VERSIONED_TEXTS)
    .flatMap((text) =>
      text.versions.flatMap(({ file }, index) => {
        const review = file.frontmatter?.review ?? "";
        const copied = text.versions
          .slice(0, index)
          .some((other) => other.file.frontmatter?.review === review);
        const reviewed = review !== "" && sampleGaps(review).length === 0;
        return reviewed && !copied && file.frontmatter?.validFrom ? [file] : [];
      }),
    );
