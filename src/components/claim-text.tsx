import { graphql } from "gatsby";
import type { SerializedStyles } from "@emotion/react";

export type Claim = Queries.ClaimTextFragment;

export type ClaimTextProps = {
  claim: Claim;
  /** Style of the emphasised figure */
  figureStyle?: SerializedStyles;
};

/** "bis zu" <strong>60 %</strong> "weniger Retouren", read as one phrase. */
export const ClaimText = ({ claim, figureStyle }: ClaimTextProps): JSX.Element => (
  <>
    {claim.lead && <span>{claim.lead} </span>}
    <strong css={figureStyle}>{claim.figure}</strong>
    {claim.label && <span> {claim.label}</span>}
  </>
);

export const query = graphql`
  fragment ClaimText on Claim {
    lead
    figure
    label
  }
`;
