import type { JSX } from "react";
import { css } from "@emotion/react";
import { VERSIONED_TEXTS, writtenDate, type TextKind } from "../../plugins/gatsby-source-passform";
import { words } from "../lib/words";
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

const said = words.versions;

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
const kindOf = (slug: string): TextKind => VERSIONED_TEXTS[slug] ?? "information";

/** Sentences of one paragraph, those that apply. */
const joined = (...sentences: ReadonlyArray<string | false>): string =>
  sentences.filter(Boolean).join(" ");

type State = { own: Version; kind: TextKind; slug: string; follows: boolean };

/** On a version's own page: what it is on the day of the build, and whom it binds. */
const ownState = ({ own, kind, slug, follows }: State): JSX.Element => {
  const from = writtenDate(own.validFrom);
  const contract = kind === "contract";
  if (own.state === "earlier") {
    const until = own.until ? writtenDate(own.until) : "";
    return (
      <p>
        {`${contract ? said.wasCurrent(from, until) : said.described(from, until)} `}
        <a href={slug}>{said.toCurrent}</a>
      </p>
    );
  }
  if (own.state === "announced") {
    const will = contract ? said.willBeCurrent(from) : said.willDescribe(from);
    return (
      <p>
        {`${joined(will, contract && follows && said.binds(from, false), said.untilThen)} `}
        <a href={slug}>{said.current}</a>.
      </p>
    );
  }
  const is = contract ? said.isCurrent(from) : said.describes(from);
  return <p>{joined(is, contract && follows && said.binds(from, true))}</p>;
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
          <strong>
            {`${said.announced} `}
            {writtenDate(version.validFrom)}.
          </strong>{" "}
          {version.changes} {kind === "contract" ? `${said.announcedBinds} ` : ""}
          <a href={version.path}>{said.readAnnounced}</a>
        </p>
      ))}
    </div>
  );
};

/** An earlier version as the list names it. */
const period = (version: Version, stand: (day: string) => string): string =>
  said.period(
    writtenDate(version.validFrom),
    version.until ? writtenDate(version.until) : undefined,
    version.lastUpdated ? words.legal.stand(stand(version.lastUpdated)) : undefined,
  );

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
      <h2 id={EARLIER_ID}>{said.earlier}</h2>
      <ul>
        {earlier.map((version) => (
          <li key={version.path}>
            {version.current ? (
              <span aria-current="page">
                {period(version, stand)}
                {` ${said.thisPage}`}
              </span>
            ) : (
              <a href={version.path}>{period(version, stand)}</a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};
