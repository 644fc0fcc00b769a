import type { JSX } from "react";
import { colors } from "../theme/theme";

const tones = {
  /** On white cards: tinted disc, violet tick */
  light: { disc: colors.primarySoft, tick: colors.primary },
  /** On dark bands: mint disc, ink tick */
  dark: { disc: colors.mint, tick: colors.surfaceInverse },
} as const;

/** Round tick in front of list items; decorative, the text says it all. */
export const CheckMark = ({ tone }: { tone: keyof typeof tones }): JSX.Element => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="9" fill={tones[tone].disc} />
    <path
      d="m6 10.2 2.6 2.6L14 7.4"
      fill="none"
      stroke={tones[tone].tick}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
