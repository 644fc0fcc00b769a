import type { JSX } from "react";
import { css } from "@emotion/react";
import { VERSIONED_TEXTS, writtenDate, type TextKind } from "../../plugins/gatsby-source-passform";
import { typeset } from "../lib/typeset";
import { colors, fontSizes, radii, space } from "../theme/theme";

/**
 * Where a version of a legal text stands among the others, on the day the site was built: a
 * notice above the text (whether it is the current version, was one, or will be, and whom it
 * binds), the announcement of a next version on the current one, and the list of earlier
 * versions, each at its fixed address (/agb/2021-01-01), so a customer finds the version its
 * contract was made under. A text without versions (the Impressum) shows none of it.
 *
 * The AGB are contract terms: a version binds contracts made from its day, and an existing
 * contract only under § 6 (told in Textform, no objection; price, term and main duties only with
 * consent). The Datenschutzerklärung describes processing and binds nobody: its words say so.
 *
 * What depends on the day and on the text's other versions is marked `data-version-status`: a
 * version's own words stay as they were (tools/changes/frozen-versions.ts compares the rest).
 */

export type Version = {
  readonly validFrom: string;
  readonly until?: string | null;
  readonly state: string;
  readonly path: string;
  readonly lastUpdated?: string | null;
  readonly changes?: string | null;
  readonly current: boolean;
};

export const EARLIER_ID = "fruehere-fassungen";

/** The mark of what changes with the day and the other versions (see above). */
export const STATUS = { "data-version-status": "" } as const;

const notice = css({
  margin: `${space[4]} 0 0`,
  padding: `${space[3]} ${space[4]}`,
  borderRadius: radii.medium,
  border: `1px solid ${colors.border}`,
  borderLeft: `6px solid ${colors.primary}`,
  backgroundColor: colors.surface,
  p: { margin: 0 },
  "p + p": { marginTop: space[2] },
});

const list = css({
  marginTop: space[8],
  paddingTop: space[6],
  borderTop: `1px solid ${colors.border}`,
  fontSize: fontSizes[1],
  ul: { paddingInlineStart: "1.25em" },
  li: { marginBottom: space[2] },
});

/** How the text's kind makes a version take effect; a text not listed has no versions. */
export const kindOf = (slug: string): TextKind => VERSIONED_TEXTS[slug] ?? "information";

/** Whom a version of the AGB binds, for a version that follows another. */
const binding = (from: string, since: boolean): string =>
  typeset(
    `Sie gilt für Verträge, die ${since ? "seit" : "ab"} dem ${from} geschlossen werden. Für einen bestehenden Vertrag gilt sie, wenn der Kunde nach der Mitteilung in Textform nicht bis zu diesem Tag widerspricht (§ 6 Abs. 3); Änderungen der Hauptleistungen, der Vergütung oder der Laufzeit gelten für bestehende Verträge nur mit ausdrücklicher Zustimmung (§ 6 Abs. 4).`,
  );

type State = { own: Version; kind: TextKind; slug: string; follows: boolean };

/** On a version's own page: what it is on the day of the build, and whom it binds. */
const ownState = ({ own, kind, slug, follows }: State): JSX.Element => {
  const from = writtenDate(own.validFrom);
  const toCurrent = <a href={slug}>Zur aktuellen Fassung</a>;
  if (own.state === "earlier") {
    const until = own.until ? writtenDate(own.until) : "";
    return kind === "contract" ? (
      <p>
        {typeset(
          `Diese Fassung war vom ${from} bis zum ${until} die aktuelle. Für bestehende Verträge kann sie weiter gelten, etwa nach einem Widerspruch gegen eine spätere Fassung (§ 6 Abs. 3). `,
        )}
        {toCurrent}
      </p>
    ) : (
      <p>
        Diese Fassung beschrieb die Verarbeitung vom {from} bis zum {until}. {toCurrent}
      </p>
    );
  }
  if (own.state === "announced") {
    return (
      <p>
        {kind === "contract"
          ? `Diese Fassung wird am ${from} die aktuelle. ${follows ? `${binding(from, false)} ` : ""}Bis dahin gilt die `
          : `Diese Fassung beschreibt die Verarbeitung ab dem ${from}. Bis dahin gilt die `}
        <a href={slug}>aktuelle Fassung</a>.
      </p>
    );
  }
  return (
    <p>
      {kind === "contract"
        ? `Diese Fassung ist seit dem ${from} die aktuelle.${follows ? ` ${binding(from, true)}` : ""}`
        : `Diese Fassung beschreibt die Verarbeitung seit dem ${from}.`}
    </p>
  );
};

type NoticeProps = { versions: ReadonlyArray<Version>; slug: string; dated: boolean };

/**
 * Above the text: on a version's own page, what it is on the day of the build; on the current
 * version, each version announced after it.
 */
export const VersionNotice = ({ versions, slug, dated }: NoticeProps): JSX.Element | null => {
  const own = versions.find((version) => version.current);
  if (!own) return null;
  const kind = kindOf(slug);
  const announced = versions.filter((version) => version.state === "announced" && !version.current);
  const next = own.state === "inForce" ? announced : [];
  if (!dated && own.state === "inForce" && next.length === 0) return null;
  return (
    <div css={notice} role="note" {...STATUS}>
      {(dated || own.state !== "inForce") &&
        ownState({ own, kind, slug, follows: versions.indexOf(own) > 0 })}
      {next.map((version) => (
        <p key={version.path}>
          <strong>Neue Fassung ab {writtenDate(version.validFrom)}.</strong> {version.changes}{" "}
          {kind === "contract"
            ? typeset(
                "Sie gilt für Verträge, die ab diesem Tag geschlossen werden. Bestehende Verträge ändert sie nur nach § 6 dieser AGB; unsere Kunden erhalten dazu eine Mitteilung in Textform. ",
              )
            : ""}
          <a href={version.path}>Neue Fassung und Änderungen lesen</a>
        </p>
      ))}
    </div>
  );
};

/** An earlier version as the list names it: „Gültig vom 1. Januar 2021 bis … (Stand: …)“. */
const period = (version: Version, stand: (day: string) => string): string =>
  `Gültig vom ${writtenDate(version.validFrom)}${version.until ? ` bis ${writtenDate(version.until)}` : ""}${version.lastUpdated ? ` (Stand: ${stand(version.lastUpdated)})` : ""}`;

type EarlierProps = {
  versions: ReadonlyArray<Version>;
  /** The Stand as the page writes it, „Januar 2021“ */
  stand: (day: string) => string;
};

/** Below the text: every earlier version at its fixed address. */
export const EarlierVersions = ({ versions, stand }: EarlierProps): JSX.Element | null => {
  const earlier = versions.filter((version) => version.state === "earlier").reverse();
  if (earlier.length === 0) return null;
  return (
    <section css={list} aria-labelledby={EARLIER_ID} {...STATUS}>
      <h2 id={EARLIER_ID}>Frühere Fassungen</h2>
      <ul>
        {earlier.map((version) => (
          <li key={version.path}>
            {version.current ? (
              <span aria-current="page">{period(version, stand)} (diese Seite)</span>
            ) : (
              <a href={version.path}>{period(version, stand)}</a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};
