import { css } from "@emotion/react";
import { colors, fontSizes, fontWeights, radii, reducedMotion, space } from "../theme/theme";

/** Shared look of every link that acts as a button (there are no real buttons to submit). */
const base = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: space[2],
  minHeight: "2.75rem",
  paddingBlock: space[2],
  paddingInline: space[5],
  borderRadius: radii.pill,
  border: "2px solid transparent",
  fontSize: fontSizes[2],
  fontWeight: fontWeights.semibold,
  lineHeight: 1.2,
  textAlign: "center",
  textDecoration: "none",
  transition: "background-color 150ms ease, color 150ms ease, border-color 150ms ease",
  [reducedMotion]: { transition: "none" },
});

export const primaryButton = css(base, {
  backgroundColor: colors.primary,
  color: colors.white,
  "&:hover": { backgroundColor: colors.primaryDark, color: colors.white },
});

export const secondaryButton = css(base, {
  backgroundColor: colors.surface,
  color: colors.primary,
  borderColor: colors.primary,
  "&:hover": { backgroundColor: colors.primarySoft, color: colors.primaryDark },
});

/** Light button for dark sections */
export const inverseButton = css(base, {
  backgroundColor: colors.white,
  color: colors.ink,
  "&:hover": { backgroundColor: colors.primarySoft, color: colors.ink },
});

export const smallButton = css({
  minHeight: "2.5rem",
  paddingInline: space[4],
  fontSize: fontSizes[1],
});
