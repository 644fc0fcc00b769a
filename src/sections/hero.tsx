import type { JSX } from "react";
import { graphql } from "gatsby";
import { css } from "@emotion/react";
import { sectionAnchors } from "../../plugins/gatsby-source-passform";
import { ClaimText, claimReferenceId } from "../components/claim-text";
import { primaryButton, secondaryButton } from "../components/button-styles";
import { Container } from "../components/container";
import { eyebrowStyle } from "../components/section-heading";
import { HeroIllustration } from "../illustrations/hero-illustration";
import { colors, fontSizes, fontWeights, lineHeights, mq, radii, space } from "../theme/theme";

type Content = Queries.HeroContentFragment;

type HeroProps = NonNullable<Content["landing"]>["hero"] & {
  claims: Content["heroClaims"]["nodes"];
};

const section = css({
  position: "relative",
  overflow: "hidden",
  paddingBlock: `${space[7]} ${space[8]}`,
  background: `radial-gradient(60rem 30rem at 85% 10%, ${colors.primarySoft}, transparent 70%), linear-gradient(180deg, ${colors.surface}, ${colors.surfaceMuted})`,
  [mq("md")]: { paddingBlock: `${space[8]} ${space[9]}` },
});

const grid = css({
  display: "grid",
  gap: space[7],
  alignItems: "center",
  [mq("lg")]: { gridTemplateColumns: "minmax(0, 1.1fr) minmax(0, 0.9fr)", gap: space[8] },
});

const title = css({
  margin: 0,
  fontSize: "clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem)",
  fontWeight: fontWeights.extrabold,
  lineHeight: lineHeights.tight,
  letterSpacing: "-0.03em",
});

const lead = css({
  maxWidth: "36rem",
  margin: 0,
  marginTop: space[5],
  color: colors.inkMuted,
  fontSize: fontSizes[3],
  lineHeight: lineHeights.body,
});

/**
 * Stacked at full width on phones, side by side from tablet width on. Not left to wrapping:
 * while the page is parsed the second button would first fit beside the first, still empty,
 * and jump to the next line when its text arrives.
 */
const ctas = css({
  display: "flex",
  flexDirection: "column",
  gap: space[3],
  marginTop: space[6],
  [mq("sm")]: { flexDirection: "row" },
});

const claimsHeading = css({
  margin: 0,
  marginTop: space[7],
  color: colors.inkMuted,
  fontSize: fontSizes[0],
  fontWeight: fontWeights.semibold,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
});

const claimList = css({
  display: "grid",
  gap: space[2],
  [mq("sm")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: space[4] },
  listStyle: "none",
  margin: 0,
  marginTop: space[3],
  padding: 0,
});

/**
 * From tablet width each claim stacks lead, figure and label in three rows shared by all
 * claims (a subgrid), so the figures line up whether a claim has a lead („bis zu“) or not,
 * and however many lines a lead or label takes.
 */
const claimItem = css({
  padding: space[3],
  [mq("sm")]: {
    display: "grid",
    gridTemplateRows: "subgrid",
    gridRow: "span 3",
    rowGap: 0,
    alignContent: "start",
    padding: space[4],
  },
  borderRadius: radii.medium,
  backgroundColor: colors.surface,
  border: `1px solid ${colors.border}`,
  color: colors.inkMuted,
  fontSize: fontSizes[1],
  lineHeight: lineHeights.snug,
});

const claimLead = css({ [mq("sm")]: { gridRow: 1, alignSelf: "end" } });

const claimRest = css({ [mq("sm")]: { gridRow: 3 } });

// On phones each claim reads as one line; from tablet width the figure stands above its label.
const claimFigure = css({
  display: "inline",
  color: colors.ink,
  fontSize: fontSizes[4],
  [mq("sm")]: { display: "block", gridRow: 2, fontSize: fontSizes[5] },
  fontWeight: fontWeights.extrabold,
  letterSpacing: "-0.02em",
  lineHeight: 1.1,
});

const visual = css({
  maxWidth: "22rem",
  [mq("md")]: { maxWidth: "26rem" },
  width: "100%",
  marginInline: "auto",
  [mq("lg")]: { maxWidth: "30rem" },
});

/** Value proposition, headline claims and the main call to action. */
export const Hero = ({
  eyebrow,
  title: headline,
  lead: text,
  primaryCta,
  secondaryCta,
  claimsLabel,
  claims,
}: HeroProps): JSX.Element => (
  <section aria-labelledby="hero-title" css={section}>
    <Container>
      <div css={grid}>
        <div>
          <p css={eyebrowStyle}>{eyebrow}</p>
          <h1 id="hero-title" css={title}>
            {headline}
          </h1>
          <p css={lead}>{text}</p>
          <div css={ctas}>
            <a href={`#${sectionAnchors.demo}`} css={primaryButton}>
              {primaryCta}
            </a>
            <a href={`#${sectionAnchors.pricing}`} css={secondaryButton}>
              {secondaryCta}
            </a>
          </div>
          <h2 css={claimsHeading}>{claimsLabel}</h2>
          <ul css={claimList}>
            {claims.map((claim) => (
              <li key={claim.figure} id={claimReferenceId(claim)} css={claimItem}>
                <ClaimText
                  claim={claim}
                  figureStyle={claimFigure}
                  leadStyle={claimLead}
                  restStyle={claimRest}
                />
              </li>
            ))}
          </ul>
        </div>
        <div css={visual}>
          <HeroIllustration />
        </div>
      </div>
    </Container>
  </section>
);

export const query = graphql`
  fragment HeroContent on Query {
    landing {
      hero {
        eyebrow
        title
        lead
        primaryCta
        secondaryCta
        claimsLabel
      }
    }
    heroClaims: allClaim(filter: { placement: { eq: hero } }, sort: { position: ASC }) {
      nodes {
        ...ClaimText
      }
    }
  }
`;
