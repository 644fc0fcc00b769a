import type { JSX, ReactNode } from "react";
import { css } from "@emotion/react";
import type { SectionAnchor } from "../../plugins/gatsby-source-passform";
import { colors, mq, space } from "../theme/theme";
import { Container } from "./container";

const base = css({
  paddingBlock: space[8],
  [mq("md")]: { paddingBlock: space[9] },
});

const tones = {
  plain: css({ backgroundColor: colors.surface }),
  muted: css({ backgroundColor: colors.surfaceMuted }),
} as const;

type PageSectionProps = {
  /** Anchor of the section, e.g. "pricing" for #pricing: one of the model's section anchors */
  id: SectionAnchor;
  /** id of the heading that names the section */
  labelledBy: string;
  tone?: keyof typeof tones;
  children: ReactNode;
};

/** A landing page section: anchor, landmark name, background and content column. */
export const PageSection = ({
  id,
  labelledBy,
  tone = "plain",
  children,
}: PageSectionProps): JSX.Element => (
  <section id={id} aria-labelledby={labelledBy} css={[base, tones[tone]]}>
    <Container>{children}</Container>
  </section>
);
