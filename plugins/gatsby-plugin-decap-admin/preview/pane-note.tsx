import type { JSX, ReactNode } from "react";
import { css } from "@emotion/react";
import { noticeCard } from "../../../src/components/notice-card";
import { colors, fonts, fontSizes, space } from "../../../src/theme/theme";

/**
 * A note above the page in the preview pane, beside the check's verdict: something the editor
 * should know that stops nothing (pending-note.tsx, values-note.tsx), a region named `label`.
 */

/** A card above the page in the pane, the verdict's (verdict-panel.tsx) and the notes'. */
export const paneCard = css(noticeCard, {
  margin: space[4],
  color: colors.ink,
  fontFamily: fonts.body,
  fontSize: fontSizes[1],
});

const note = css(paneCard, { p: { margin: 0 }, "p + p": { marginTop: space[2] } });

export const PaneNote = ({
  label,
  children,
}: {
  label: string;
  children: ReactNode;
}): JSX.Element => (
  <section css={note} aria-label={label}>
    {children}
  </section>
);
