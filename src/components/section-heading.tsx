import type { JSX } from "react";
import { css } from "@emotion/react";
import { colors, fontSizes, fontWeights, lineHeights, mq, space } from "../theme/theme";

const wrapper = css({
  maxWidth: "44rem",
  marginBottom: space[7],
});

export const eyebrowStyle = css({
  margin: 0,
  marginBottom: space[3],
  color: colors.primary,
  fontSize: fontSizes[1],
  fontWeight: fontWeights.bold,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});

/** The h2 of every landing page section */
export const sectionTitle = css({
  margin: 0,
  fontSize: fontSizes[5],
  fontWeight: fontWeights.extrabold,
  lineHeight: lineHeights.tight,
  letterSpacing: "-0.02em",
  [mq("md")]: { fontSize: fontSizes[6] },
});

const intro = css({
  margin: 0,
  marginTop: space[4],
  color: colors.inkMuted,
  fontSize: fontSizes[3],
  lineHeight: lineHeights.body,
});

type SectionHeadingProps = {
  /** id of the h2, referenced by the section's aria-labelledby */
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
};

/** Eyebrow, h2 and intro paragraph that open every landing page section. */
export const SectionHeading = ({
  id,
  eyebrow,
  title: text,
  intro: lead,
}: SectionHeadingProps): JSX.Element => (
  <div css={wrapper}>
    <p css={eyebrowStyle}>{eyebrow}</p>
    <h2 id={id} css={sectionTitle}>
      {text}
    </h2>
    <p css={intro}>{lead}</p>
  </div>
);
