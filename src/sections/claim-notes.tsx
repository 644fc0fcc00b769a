import type { JSX } from "react";
import { graphql } from "gatsby";
import { css } from "@emotion/react";
import {
  CLAIM_NOTES_TITLE_ID,
  claimNoteId,
  claimNumber,
  claimReferenceId,
} from "../components/claim-text";
import { Container } from "../components/container";
import { LegalReferenceText, type LegalReferencePage } from "../components/legal-reference-text";
import { words } from "../lib/words";
import { colors, fontSizes, fontWeights, lineHeights, space } from "../theme/theme";

type Content = Queries.ClaimNotesContentFragment;

type ClaimNotesProps = NonNullable<Content["landing"]>["claimNotes"] & {
  claims: Content["allClaim"]["nodes"];
  /** The legal texts, which a basis links where it names one */
  legalPages: ReadonlyArray<LegalReferencePage>;
};

const section = css({
  paddingBlock: `${space[6]} ${space[7]}`,
  borderTop: `1px solid ${colors.border}`,
  color: colors.inkMuted,
  fontSize: fontSizes[0],
  lineHeight: lineHeights.body,
});

const heading = css({
  margin: `0 0 ${space[3]}`,
  color: colors.ink,
  fontSize: fontSizes[1],
  fontWeight: fontWeights.bold,
});

const list = css({
  margin: 0,
  paddingLeft: "1.5em",
  maxWidth: "60rem",
  li: { marginBottom: space[2] },
  "li:target": { color: colors.ink },
});

const back = css({ marginLeft: space[1], whiteSpace: "nowrap" });

/** What each figure of the landing page is based on, numbered as the claims refer to it. */
export const ClaimNotes = ({ title, claims, legalPages }: ClaimNotesProps): JSX.Element => (
  <section aria-labelledby={CLAIM_NOTES_TITLE_ID} css={section}>
    <Container>
      <h2 id={CLAIM_NOTES_TITLE_ID} css={heading}>
        {title}
      </h2>
      <ol css={list}>
        {claims.map((claim) => (
          <li key={claim.position} id={claimNoteId(claim)} value={claimNumber(claim)}>
            <LegalReferenceText text={claim.basis} pages={legalPages} />{" "}
            <a
              href={`#${claimReferenceId(claim)}`}
              css={back}
              aria-label={words.backToClaim(claimNumber(claim))}
            >
              ↩
            </a>
          </li>
        ))}
      </ol>
    </Container>
  </section>
);

export const query = graphql`
  fragment ClaimNotesContent on Query {
    landing {
      claimNotes {
        title
      }
    }
    allClaim(sort: { position: ASC }) {
      nodes {
        position
        basis
      }
    }
  }
`;
