import type { JSX } from "react";
import { graphql } from "gatsby";
import { css, type SerializedStyles } from "@emotion/react";
import { colors, fontWeights } from "../theme/theme";

type Claim = Queries.ClaimTextFragment;

type ClaimTextProps = {
  claim: Claim;
  /** Style of the emphasised figure */
  figureStyle?: SerializedStyles;
  /** Styles of the lead („bis zu“) and of the rest (label and reference), e.g. to place them */
  leadStyle?: SerializedStyles;
  restStyle?: SerializedStyles;
};

/** A claim's number: its place in data/claims.json, which its note in the list has too. */
export const claimNumber = (claim: Pick<Claim, "position">): number => claim.position + 1;

/**
 * Where a claim's note stands in the list of notes, and where the note leads back to: the
 * element that holds the whole claim (its list item), so following the note's link back shows
 * the figure and not only the reference number after it.
 */
export const claimNoteId = (claim: Pick<Claim, "position">): string =>
  `kennzahl-grundlage-${claimNumber(claim)}`;
export const claimReferenceId = (claim: Pick<Claim, "position">): string =>
  `kennzahl-${claimNumber(claim)}`;

/** The heading of the notes; every reference is described by it (src/sections/claim-notes.tsx). */
export const CLAIM_NOTES_TITLE_ID = "kennzahlen-grundlagen";

/** A figure reads as one unit: never hyphenated („50 Sekun-den“), broken only as a last resort. */
const figureBase = css({ WebkitHyphens: "manual", hyphens: "manual" });

const reference = css({
  marginLeft: "0.15em",
  fontSize: "0.7em",
  fontWeight: fontWeights.semibold,
  lineHeight: 0,
  a: { color: "inherit", textDecorationThickness: "1px", textUnderlineOffset: "2px" },
  "a:hover": { color: colors.primary },
});

/**
 * "bis zu" <strong>60 %</strong> "weniger Retouren", read as one phrase, with a numbered
 * reference to the note that says what the figure is based on. Three parts (lead, figure, the
 * rest), so a layout can stack them and line them up across several claims; the element
 * around them carries the claim's id (`claimReferenceId`), which the note links back to.
 */
export const ClaimText = ({
  claim,
  figureStyle,
  leadStyle,
  restStyle,
}: ClaimTextProps): JSX.Element => (
  <>
    {claim.lead && <span css={leadStyle}>{claim.lead} </span>}
    <strong css={[figureBase, figureStyle]}>{claim.figure}</strong>
    <span css={restStyle}>
      {claim.label && ` ${claim.label}`}
      <sup css={reference}>
        <a href={`#${claimNoteId(claim)}`} aria-describedby={CLAIM_NOTES_TITLE_ID}>
          {claimNumber(claim)}
        </a>
      </sup>
    </span>
  </>
);

export const query = graphql`
  fragment ClaimText on Claim {
    lead
    figure
    label
    position
  }
`;
