import type { JSX } from "react";
import { Link } from "gatsby";
import { css } from "@emotion/react";
import { LogoMark } from "../illustrations/logo-mark";
import { colors, fontSizes, fontWeights, space } from "../theme/theme";

const style = css({
  display: "inline-flex",
  alignItems: "center",
  gap: space[2],
  color: colors.ink,
  fontSize: fontSizes[3],
  fontWeight: fontWeights.extrabold,
  letterSpacing: "-0.02em",
  // The name breaks between words only: where the header is tight (long navigation labels,
  // wider letter spacing) the links beside it give way, not the name („Passfor“ / „m“).
  overflowWrap: "normal",
  WebkitHyphens: "manual",
  hyphens: "manual",
  textDecoration: "none",
  "&:hover": { color: colors.ink },
  svg: { width: "2rem", height: "2rem", flexShrink: 0 },
});

const inverse = css({ color: colors.white, "&:hover": { color: colors.white } });

type BrandLinkProps = { brand: string; tone?: "default" | "inverse" };

/** Logo and brand name, linking to the start page. */
export const BrandLink = ({ brand, tone = "default" }: BrandLinkProps): JSX.Element => (
  <Link to="/" css={[style, tone === "inverse" && inverse]}>
    <LogoMark />
    <span>{brand}</span>
  </Link>
);
