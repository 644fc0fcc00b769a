import type { JSX } from "react";
import { css } from "@emotion/react";
import { writtenDate } from "../../plugins/gatsby-source-passform";
import { colors, fontSizes, radii, space } from "../theme/theme";

/**
 * Where a version of a legal text stands among the others, on the day the site was built: the
 * line under the title (since or from when it applies, and its permanent address), a notice
 * when another version applies instead or is announced, and the list of earlier versions, each
 * at its permanent address (/agb/2021-01-01), so a customer finds the version its contract was
 * made under. A text without versions (the Impressum) shows none of it.
 */

export type Version = {
  readonly validFrom: string;
  readonly until?: string | null;
  readonly state: string;
  readonly path: string;
  readonly changes?: string | null;
  readonly current: boolean;
};

export const EARLIER_ID = "fruehere-fassungen";

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

/** When a version applies, as a phrase: „gilt seit 1. Januar 2021“. */
export const validity = (version: Version): string => {
  const from = writtenDate(version.validFrom);
  if (version.state === "announced") return `gilt ab ${from}`;
  if (version.state === "earlier" && version.until) {
    return `galt vom ${from} bis ${writtenDate(version.until)}`;
  }
  return `gilt seit ${from}`;
};

/** An earlier version as the list names it: „Fassung vom 1. Januar 2021, gültig bis …“. */
const period = (version: Version): string =>
  `Fassung vom ${writtenDate(version.validFrom)}${version.until ? `, gültig bis ${writtenDate(version.until)}` : ""}`;

type NoticeProps = { versions: ReadonlyArray<Version>; slug: string };

/** Above the text: the version that applies instead of this one, or the one announced. */
export const VersionNotice = ({ versions, slug }: NoticeProps): JSX.Element | null => {
  const own = versions.find((version) => version.current);
  const announced = versions.filter((version) => version.state === "announced" && !version.current);
  if (!own) return null;
  if (own.state === "earlier" || own.state === "announced") {
    return (
      <div css={notice} role="note">
        <p>
          Diese Fassung {validity(own)}.{" "}
          {own.state === "earlier" ? "Heute gilt die " : "Bis dahin gilt die "}
          <a href={slug}>aktuelle Fassung</a>.
        </p>
      </div>
    );
  }
  if (announced.length === 0) return null;
  return (
    <div css={notice} role="note">
      {announced.map((next) => (
        <p key={next.path}>
          <strong>Neue Fassung {validity(next)}.</strong> {next.changes}{" "}
          <a href={next.path}>Neue Fassung und Änderungen lesen</a>
        </p>
      ))}
    </div>
  );
};

/** Below the text: every earlier version at its permanent address. */
export const EarlierVersions = ({ versions }: { versions: ReadonlyArray<Version> }) => {
  const earlier = versions.filter((version) => version.state === "earlier").reverse();
  if (earlier.length === 0) return null;
  return (
    <section css={list} aria-labelledby={EARLIER_ID}>
      <h2 id={EARLIER_ID}>Frühere Fassungen</h2>
      <ul>
        {earlier.map((version) => (
          <li key={version.path}>
            {version.current ? (
              <span aria-current="page">{period(version)} (diese Seite)</span>
            ) : (
              <a href={version.path}>{period(version)}</a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};
