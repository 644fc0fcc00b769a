import type { JSX } from "react";
import { colors } from "../theme/theme";

/** Passform mark: a "P" whose bowl curls like a hanger hook, crossed by a coral tape line. */
export const LogoMark = (): JSX.Element => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 32 32"
    fill="none"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <rect width="32" height="32" rx="8" fill={colors.primary} />
    <path
      d="M11 26V12a6 6 0 1 1 6 6"
      stroke={colors.white}
      strokeWidth="3.5"
      strokeLinejoin="round"
    />
    <path d="M8 22h16" stroke={colors.accent} strokeWidth="2.5" />
  </svg>
);
