import { css } from "@emotion/react";
import { primaryButton, secondaryButton } from "../components/button-styles";
import { CheckMark } from "../components/check-mark";
import { visuallyHidden } from "../components/visually-hidden";
import { formatPrice } from "../lib/format-price";
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

type Content = Queries.PricingContentFragment;

export type PricingPlan = Content["allPlan"]["nodes"][number];

export type PlanLabels = Pick<
  NonNullable<Content["landing"]>["pricing"],
  "popularLabel" | "customPriceLabel" | "customPriceNote" | "vatNote"
>;

/** Where the basis of the popular badge stands, under the cards (pricing.tsx). */
export const POPULAR_BASIS_ID = "tarif-abzeichen-grundlage";

const badgeReference = css({
  marginLeft: "0.1em",
  a: { color: "inherit", textDecoration: "none" },
});

const card = css({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  // The price scales with the card's own width (cqi), however many cards share the row.
  containerType: "inline-size",
  padding: space[5],
  [mq("sm")]: { padding: space[6] },
  borderRadius: radii.large,
  backgroundColor: colors.surface,
  border: `1px solid ${colors.border}`,
  boxShadow: shadows.card,
});

const popularCard = css({
  border: `2px solid ${colors.primary}`,
  boxShadow: shadows.raised,
});

const badge = css({
  position: "absolute",
  top: 0,
  left: space[5],
  transform: "translateY(-50%)",
  margin: 0,
  padding: `${space[1]} ${space[3]}`,
  borderRadius: radii.pill,
  backgroundColor: colors.primary,
  color: colors.white,
  fontSize: fontSizes[0],
  fontWeight: fontWeights.bold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

const name = css({ margin: 0, fontSize: fontSizes[4], fontWeight: fontWeights.bold });

const description = css({
  margin: 0,
  marginTop: space[2],
  color: colors.inkMuted,
  fontSize: fontSizes[1],
});

const priceBlock = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: space[2],
  margin: 0,
  marginTop: space[5],
  color: colors.inkMuted,
  fontSize: fontSizes[1],
});

const amount = css({
  color: colors.ink,
  fontSize: `clamp(${fontSizes[5]}, 13cqi, ${fontSizes[6]})`,
  fontWeight: fontWeights.extrabold,
  letterSpacing: "-0.03em",
  lineHeight: 1.1,
});

const note = css({ flexBasis: "100%" });

const cta = css({ marginTop: space[5] });

const includes = css({
  margin: 0,
  marginTop: space[5],
  fontWeight: fontWeights.semibold,
  fontSize: fontSizes[1],
});

const list = css({
  display: "grid",
  gap: space[2],
  listStyle: "none",
  margin: 0,
  marginTop: space[4],
  padding: 0,
  fontSize: fontSizes[1],
  lineHeight: lineHeights.snug,
  li: { display: "flex", gap: space[2] },
  svg: { flexShrink: 0, width: "1.25rem", height: "1.25rem" },
});

const Price = ({ plan, labels }: { plan: PricingPlan; labels: PlanLabels }): JSX.Element => {
  if (typeof plan.price !== "number") {
    return (
      <p css={priceBlock}>
        <span css={amount}>{labels.customPriceLabel}</span>
        <span css={note}>{labels.customPriceNote}</span>
      </p>
    );
  }
  return (
    <p css={priceBlock}>
      <span css={amount}>{formatPrice(plan.price)}</span>
      {plan.period && (
        <span>
          <span aria-hidden="true">/ </span>
          <span css={visuallyHidden}>pro </span>
          {plan.period}
        </span>
      )}
      <span css={note}>{labels.vatNote}</span>
    </p>
  );
};

/** One plan: name, price or "Individuell", call to action and what it includes. */
export const PricingPlanCard = ({
  plan,
  labels,
}: {
  plan: PricingPlan;
  labels: PlanLabels;
}): JSX.Element => (
  <li css={[card, plan.popular && popularCard]}>
    {plan.popular && (
      <p css={badge}>
        {labels.popularLabel}
        <span css={badgeReference}>
          <a href={`#${POPULAR_BASIS_ID}`} aria-label={`Grundlage: ${labels.popularLabel}`}>
            *
          </a>
        </span>
      </p>
    )}
    <h3 css={name}>{plan.name}</h3>
    <p css={description}>{plan.description}</p>
    <Price plan={plan} labels={labels} />
    <a
      href="#demo"
      css={[plan.popular ? primaryButton : secondaryButton, cta]}
      aria-label={`${plan.cta}: ${plan.name}`}
    >
      {plan.cta}
    </a>
    {plan.featuresIntro && <p css={includes}>{plan.featuresIntro}</p>}
    <ul css={list}>
      {plan.features.map((feature) => (
        <li key={feature}>
          <CheckMark tone="light" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  </li>
);
