import type { JSX } from "react";
import { css, type CSSObject, type SerializedStyles } from "@emotion/react";
import { sectionAnchors } from "../../plugins/gatsby-source-passform";
import { primaryButton, secondaryButton } from "../components/button-styles";
import { CheckMark } from "../components/check-mark";
import { visuallyHidden } from "../components/visually-hidden";
import { formatPrice } from "../lib/format-price";
import { words } from "../lib/words";
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

/**
 * The rows of a card, in this order. Once cards stand side by side (pricing.tsx), each card is
 * a subgrid spanning them, so a row is as tall as its tallest entry across the cards: names,
 * prices, buttons and lists line up whatever the texts. A part a plan lacks (the line before
 * its features) leaves its row empty rather than moving the parts after it up.
 */
const CARD_ROWS = ["name", "description", "price", "cta", "includes", "features"] as const;

const row = (part: (typeof CARD_ROWS)[number]) =>
  css({ gridRow: CARD_ROWS.indexOf(part) + 1, alignSelf: "start" });

/** A card's part of the subgrid, for the media query in which the cards share a row. */
export const cardInRow: CSSObject = {
  display: "grid",
  gridTemplateRows: "subgrid",
  gridRow: `span ${CARD_ROWS.length}`,
  rowGap: 0,
};

const card = css({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  padding: space[5],
  [mq("sm")]: { padding: space[6] },
  borderRadius: radii.large,
  backgroundColor: colors.surface,
  border: `1px solid ${colors.border}`,
  boxShadow: shadows.card,
});

/**
 * Its border is as wide as the others' (the second pixel is a ring drawn outside it), so its
 * contents start where theirs do and the rows stay level.
 */
const popularCard = css({
  borderColor: colors.primary,
  boxShadow: `0 0 0 1px ${colors.primary}, ${shadows.raised}`,
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
  // The price scales with the card's width (cqi), however many cards share the row. The
  // container is this block, not the card: a query container cannot be a subgrid. A
  // container has no width of its own, so it takes the card's full width, also where the
  // card is a column (phones), whose rows do not stretch (row()).
  containerType: "inline-size",
  inlineSize: "100%",
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
      <p css={[priceBlock, row("price")]}>
        <span css={amount}>{labels.customPriceLabel}</span>
        <span css={note}>{labels.customPriceNote}</span>
      </p>
    );
  }
  return (
    <p css={[priceBlock, row("price")]}>
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
  inRow,
}: {
  plan: PricingPlan;
  labels: PlanLabels;
  /** How the card joins its row's subgrid where the cards stand side by side */
  inRow: SerializedStyles;
}): JSX.Element => (
  <li css={[card, plan.popular && popularCard, inRow]}>
    {plan.popular && (
      <p css={badge}>
        {labels.popularLabel}
        <span css={badgeReference}>
          <a href={`#${POPULAR_BASIS_ID}`} aria-label={words.popularBasis(labels.popularLabel)}>
            *
          </a>
        </span>
      </p>
    )}
    <h3 css={[name, row("name")]}>{plan.name}</h3>
    <p css={[description, row("description")]}>{plan.description}</p>
    <Price plan={plan} labels={labels} />
    <a
      href={`#${sectionAnchors.demo}`}
      css={[plan.popular ? primaryButton : secondaryButton, cta, row("cta")]}
      aria-label={`${plan.cta}: ${plan.name}`}
    >
      {plan.cta}
    </a>
    {plan.featuresIntro && <p css={[includes, row("includes")]}>{plan.featuresIntro}</p>}
    <ul css={[list, row("features")]}>
      {plan.features.map((feature) => (
        <li key={feature}>
          <CheckMark tone="light" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  </li>
);
