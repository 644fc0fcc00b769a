import type { JSX, ReactNode } from "react";
import { css } from "@emotion/react";
import { containerWidth, mq, space } from "../theme/theme";

const container = css({
  width: "100%",
  maxWidth: containerWidth,
  marginInline: "auto",
  paddingInline: space[4],
  [mq("sm")]: { paddingInline: space[5] },
  [mq("lg")]: { paddingInline: space[6] },
});

/** Centred content column with the page's side gutters. */
export const Container = ({ children }: { children: ReactNode }): JSX.Element => (
  <div css={container}>{children}</div>
);
