import type { JSX } from "react";
import { graphql } from "gatsby";
import { css } from "@emotion/react";
import { sectionAnchors } from "../../plugins/gatsby-source-passform";
import { PageSection } from "../components/page-section";
import { LegalReferenceText, type LegalReferencePage } from "../components/legal-reference-text";
import { SectionHeading } from "../components/section-heading";
import { colors, fontSizes, fontWeights, mq, radii, space } from "../theme/theme";
import {
  cardInRow,
  POPULAR_BASIS_ID,
  PricingPlanCard,
  type PlanLabels,
  type PricingPlan,
} from "./pricing-plan-card";

type PricingProps = NonNullable<Queries.PricingContentFragment["landing"]>["pricing"] &
  PlanLabels & {
    plans: ReadonlyArray<PricingPlan>;
    /** The legal texts, which the contract terms link where they name one */
    legalPages: ReadonlyArray<LegalReferencePage>;
  };

const grid = css({
  display: "grid",
  gap: `${space[7]} ${space[5]}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
  paddingTop: space[3],
  maxWidth: "34rem",
  marginInline: "auto",
});

/**
 * One column on phones and tablets; side by side once the cards fit. Four plans go two by two
 * until all four fit in a row, so no plan is ever left alone in a row.
 */
const columns = (count: number) =>
  css({
    [mq("lg")]: {
      maxWidth: "none",
      gridTemplateColumns: `repeat(${count === 4 ? 2 : count}, minmax(0, 1fr))`,
    },
    [mq("xl")]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` },
  });

/** Side by side, the cards share their rows (pricing-plan-card.tsx, CARD_ROWS). */
const sharedRows = css({ [mq("lg")]: cardInRow });

const guaranteeBox = css({
  display: "flex",
  alignItems: "flex-start",
  gap: space[4],
  maxWidth: "48rem",
  marginTop: space[7],
  marginInline: "auto",
  padding: space[5],
  borderRadius: radii.large,
  backgroundColor: colors.surface,
  border: `1px solid ${colors.border}`,
  svg: { flexShrink: 0, width: "2.5rem", height: "2.5rem", color: colors.primary },
  p: { margin: 0 },
});

/** The contract terms right under the prices they apply to. */
const termsNote = css({
  maxWidth: "48rem",
  margin: `${space[6]} auto 0`,
  color: colors.inkMuted,
  fontSize: fontSizes[1],
  textAlign: "center",
});

/** The basis of the popular badge, a footnote to the cards above. */
const basisNote = css({ marginTop: space[3] });

const guaranteeHeading = css({
  margin: `0 0 ${space[1]}`,
  fontSize: fontSizes[2],
  fontWeight: fontWeights.bold,
});

/** The box's text at the size of the notes around it, its heading one step above. */
const guaranteeText = css({ margin: 0, fontSize: fontSizes[1] });

const business = css({
  marginTop: space[2],
  color: colors.inkMuted,
  fontSize: fontSizes[1],
});

const ShieldIcon = (): JSX.Element => (
  <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <path
      d="M20 4 7 9v10c0 8.3 5.5 14.6 13 17 7.5-2.4 13-8.7 13-17V9L20 4Z"
      fill={colors.primarySoft}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <path
      d="m14 20 4.2 4.2L26.5 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** The plans from data/pricing.json and the guarantee that covers them all. */
export const Pricing = ({
  eyebrow,
  title,
  intro,
  terms,
  guaranteeTitle,
  guarantee,
  businessNote,
  popularBasis,
  plans,
  legalPages,
  ...labels
}: PricingProps): JSX.Element => (
  <PageSection id={sectionAnchors.pricing} labelledBy="pricing-title" tone="muted">
    <SectionHeading id="pricing-title" eyebrow={eyebrow} title={title} intro={intro} />
    <ul css={[grid, columns(plans.length)]}>
      {plans.map((plan) => (
        <PricingPlanCard key={plan.name} plan={plan} labels={labels} inRow={sharedRows} />
      ))}
    </ul>
    <p css={termsNote}>
      <LegalReferenceText text={terms} pages={legalPages} />
    </p>
    {popularBasis && plans.some((plan) => plan.popular) && (
      <p css={[termsNote, basisNote]} id={POPULAR_BASIS_ID}>
        * „{labels.popularLabel}“: {popularBasis}
      </p>
    )}
    <div css={guaranteeBox}>
      <ShieldIcon />
      <div>
        <h3 css={guaranteeHeading}>{guaranteeTitle}</h3>
        <p css={guaranteeText}>{guarantee}</p>
        <p css={business}>{businessNote}</p>
      </div>
    </div>
  </PageSection>
);

export const query = graphql`
  fragment PricingContent on Query {
    landing {
      pricing {
        eyebrow
        title
        intro
        popularLabel
        popularBasis
        customPriceLabel
        customPriceNote
        vatNote
        terms
        guaranteeTitle
        guarantee
        businessNote
      }
    }
    allPlan(sort: { position: ASC }) {
      nodes {
        name
        description
        price
        period
        featuresIntro
        features
        popular
        cta
      }
    }
  }
`;
