import { css } from "@emotion/react";
import { colors, radii, space } from "../theme/theme";

/**
 * A card with the accent on its left edge for what an editor must read before the page: each
 * problem the development server lists instead of the page, and the verdict above the page in
 * the preview pane of the editors' forms.
 */
export const noticeCard = css({
  padding: space[5],
  borderRadius: radii.medium,
  border: `1px solid ${colors.border}`,
  borderLeft: `6px solid ${colors.accent}`,
  backgroundColor: colors.surface,
});
