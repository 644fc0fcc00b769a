import type { JSX } from "react";
import { css } from "@emotion/react";
import { writtenDate } from "../../plugins/gatsby-source-passform";
import { words } from "../lib/words";
import { visuallyHidden } from "./visually-hidden";
import { colors, fontSizes, fontWeights, radii, space } from "../theme/theme";

/**
 * What changed in a version of a legal text against the one before: its summary, then each
 * changed heading, paragraph or list item under its section's heading, inserted words in <ins>
 * and deleted ones in <del>. The marks read right without colour (underlined, struck through),
 * on paper (the same lines print), and to a screen reader, which most do not announce <ins> and
 * <del> to: a hidden word before and after each says where an insertion or a deletion begins
 * and ends. All of it is text the site escapes, never HTML.
 */

type Part = { readonly kind: string; readonly text: string };
type Block = { readonly section: string; readonly parts: ReadonlyArray<Part> };

export const CHANGES_ID = "aenderungen";

const said = words.changes;

/** The change view's heading, also its entry in the contents. */
export const changesTitle = (since: string): string => said.title(writtenDate(since));

const view = css({
  marginTop: space[8],
  paddingTop: space[6],
  borderTop: `1px solid ${colors.border}`,
  h3: { marginTop: space[5], marginBottom: space[2], fontSize: fontSizes[2] },
  p: { marginBlock: `0 ${space[3]}` },
});

const legend = css({ color: colors.inkMuted, fontSize: fontSizes[1] });

const block = css({
  // A deletion and the insertion that replaces it stay two words: „6 acht“, not „6acht“.
  "del + ins": { marginInlineStart: "0.3em" },
  padding: `${space[2]} ${space[3]}`,
  borderRadius: radii.small,
  backgroundColor: colors.surfaceMuted,
  overflowWrap: "anywhere",
});

const inserted = css({
  textDecorationLine: "underline",
  textDecorationThickness: "2px",
  textUnderlineOffset: "0.15em",
  backgroundColor: colors.insertedSoft,
  color: colors.ink,
  fontWeight: fontWeights.semibold,
  "@media print": { backgroundColor: "transparent" },
});

const deleted = css({
  textDecorationLine: "line-through",
  textDecorationThickness: "2px",
  backgroundColor: colors.deletedSoft,
  color: colors.ink,
  "@media print": { backgroundColor: "transparent" },
});

/** One piece of a block: as it was, or marked as inserted or deleted. */
const Piece = ({ part }: { part: Part }): JSX.Element => {
  if (part.kind === "inserted") {
    return (
      <ins css={inserted}>
        <span css={visuallyHidden}>{`${said.inserted.start} `}</span>
        {part.text}
        <span css={visuallyHidden}>{` ${said.inserted.end}`}</span>
      </ins>
    );
  }
  if (part.kind === "deleted") {
    return (
      <del css={deleted}>
        <span css={visuallyHidden}>{`${said.deleted.start} `}</span>
        {part.text}
        <span css={visuallyHidden}>{` ${said.deleted.end}`}</span>
      </del>
    );
  }
  return <>{part.text}</>;
};

/** The changed blocks by their section, in the order of the text. */
const bySection = (blocks: ReadonlyArray<Block>) =>
  blocks.reduce<Array<{ section: string; blocks: Block[] }>>((groups, each) => {
    const last = groups.at(-1);
    if (last?.section === each.section) last.blocks.push(each);
    else groups.push({ section: each.section, blocks: [each] });
    return groups;
  }, []);

type LegalChangesProps = {
  /** The first day of the version compared against */
  since: string;
  summary?: string | null;
  blocks: ReadonlyArray<Block>;
};

export const LegalChanges = ({ since, summary, blocks }: LegalChangesProps): JSX.Element => (
  <section css={view} aria-labelledby={CHANGES_ID}>
    <h2 id={CHANGES_ID}>{changesTitle(since)}</h2>
    {summary && <p>{summary}</p>}
    {blocks.length === 0 ? (
      <p>{said.same}</p>
    ) : (
      <>
        <p css={legend}>
          {`${said.legend.inserted} `}
          <ins css={inserted}>{said.legend.underlined}</ins>
          {`, ${said.legend.deleted}`} <del css={deleted}>{said.legend.struck}</del>
          {`. ${said.legend.shown}`}
        </p>
        {bySection(blocks).map((group, index) => (
          <div key={`${index}-${group.section}`}>
            {group.section && <h3>{group.section}</h3>}
            {group.blocks.map((each, position) => (
              <p css={block} key={position}>
                {each.parts.map((part, at) => (
                  <Piece part={part} key={at} />
                ))}
              </p>
            ))}
          </div>
        ))}
      </>
    )}
  </section>
);
