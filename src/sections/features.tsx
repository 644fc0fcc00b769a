import type { JSX } from "react";
import { graphql } from "gatsby";
import { css } from "@emotion/react";
import { sectionAnchors } from "../../plugins/gatsby-source-passform";
import { ClaimText, claimReferenceId } from "../components/claim-text";
import { CheckMark } from "../components/check-mark";
import { IconTile } from "../components/icon-tile";
import { PageSection } from "../components/page-section";
import { SectionHeading } from "../components/section-heading";
import {
  colors,
  fontSizes,
  fontWeights,
  lineHeights,
  mq,
  radii,
  shadows,
  space,
} from "../theme/theme";

type Content = Queries.FeaturesContentFragment;

type FeaturesProps = NonNullable<Content["landing"]>["features"] & {
  features: Content["allFeature"]["nodes"];
  claims: Content["featureClaims"]["nodes"];
};

const cards = css({
  display: "grid",
  gap: space[5],
  listStyle: "none",
  margin: 0,
  padding: 0,
  [mq("md")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
});

const card = css({
  padding: space[6],
  borderRadius: radii.large,
  backgroundColor: colors.surface,
  border: `1px solid ${colors.border}`,
  boxShadow: shadows.card,
});

const cardTitle = css({
  margin: 0,
  marginTop: space[5],
  fontSize: fontSizes[4],
  fontWeight: fontWeights.bold,
  lineHeight: lineHeights.snug,
});

const cardText = css({ margin: 0, marginTop: space[3], color: colors.inkMuted });

const factsBand = css({
  marginTop: space[7],
  padding: space[6],
  borderRadius: radii.large,
  backgroundColor: colors.surfaceInverse,
  color: colors.inkOnInverseMuted,
  [mq("md")]: { padding: `${space[6]} ${space[7]}` },
});

const factsHeading = css({
  margin: 0,
  marginBottom: space[5],
  color: colors.white,
  fontSize: fontSizes[3],
  fontWeight: fontWeights.bold,
});

const facts = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 15rem), 1fr))",
  gap: `${space[4]} ${space[6]}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

const fact = css({
  display: "flex",
  alignItems: "flex-start",
  gap: space[3],
  lineHeight: lineHeights.snug,
  svg: { flexShrink: 0, width: "1.25rem", height: "1.25rem", marginTop: "0.1rem" },
});

const factFigure = css({ color: colors.white, fontWeight: fontWeights.bold });

/** Three feature cards and the product's figures. */
export const Features = ({
  eyebrow,
  title,
  intro,
  claimsLabel,
  features,
  claims,
}: FeaturesProps): JSX.Element => (
  <PageSection id={sectionAnchors.features} labelledBy="features-title" tone="muted">
    <SectionHeading id="features-title" eyebrow={eyebrow} title={title} intro={intro} />
    <ul css={cards}>
      {features.map((feature) => (
        <li key={feature.title} css={card}>
          <IconTile name={feature.icon} />
          <h3 css={cardTitle}>{feature.title}</h3>
          <p css={cardText}>{feature.text}</p>
        </li>
      ))}
    </ul>
    <div css={factsBand}>
      <h3 css={factsHeading}>{claimsLabel}</h3>
      <ul css={facts}>
        {claims.map((claim) => (
          <li key={claim.figure} id={claimReferenceId(claim)} css={fact}>
            <CheckMark tone="dark" />
            <span>
              <ClaimText claim={claim} figureStyle={factFigure} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  </PageSection>
);

export const query = graphql`
  fragment FeaturesContent on Query {
    landing {
      features {
        eyebrow
        title
        intro
        claimsLabel
      }
    }
    featureClaims: allClaim(filter: { placement: { eq: features } }, sort: { position: ASC }) {
      nodes {
        ...ClaimText
      }
    }
    allFeature(sort: { position: ASC }) {
      nodes {
        icon
        title
        text
      }
    }
  }
`;
