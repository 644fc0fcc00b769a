import type { JSX, ReactNode } from "react";
import { colors } from "../theme/theme";
import type { IconName } from "../../plugins/gatsby-source-passform";

const Icon = ({ children }: { children: ReactNode }): JSX.Element => (
  <svg
    viewBox="0 0 48 48"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

const mint = colors.mint;
const coral = colors.accent;

const ScanIcon = (): JSX.Element => (
  <Icon>
    <rect x="13" y="4" width="22" height="40" rx="5" />
    <path d="M21 9h6M18 36v-3a6 6 0 0 1 12 0v3" />
    <circle cx="24" cy="20" r="3.5" />
    <path d="M8 27h32" stroke={mint} />
  </Icon>
);

const SizeIcon = (): JSX.Element => (
  <Icon>
    <circle cx="18" cy="21" r="12" />
    <circle cx="18" cy="21" r="3.5" />
    <path d="M18 33h25v-6H28.4" />
    <path d="M32 27v3M36 27v3M40 27v3" stroke={mint} />
  </Icon>
);

const TryOnIcon = (): JSX.Element => (
  <Icon>
    <path d="M21 8a3 3 0 1 1 3 3v3" />
    <path d="M20 14l-8 3-5 8 5 3 2-3v13h20V25l2 3 5-3-5-8-8-3c-1 2-2 3-4 3s-3-1-4-3z" />
    <path d="M8 38c2 3 8 5 16 5s14-2 16-5M37 36l3 2-1 3" stroke={mint} />
  </Icon>
);

const ReconstructionIcon = (): JSX.Element => (
  <Icon>
    <rect x="4" y="10" width="16" height="13" rx="2" />
    <path d="M9 6h13a2 2 0 0 1 2 2v10M4 20l4-4 4 4 2-2 6 5" />
    <path d="M10 28c0 5 4 8 10 8M17 33l3 3-3 3" stroke={mint} />
    <path d="M34 22l8 4.5v9L34 40l-8-4.5v-9zM26 26.5l8 4.5 8-4.5M34 31v9" />
  </Icon>
);

const MeasurementIcon = (): JSX.Element => (
  <Icon>
    <path d="M21 9.5V5h6v4.5M21 9l-7 2.5c-3 1-4 3-3 6l2 6-2.5 6c-1 3 1 6.5 4 6.5h19c3 0 5-3.5 4-6.5L35 23.5l2-6c1-3 0-5-3-6L27 9M24 36v8M19 44h10" />
    <path d="M11.5 17.5c8 3.5 17 3.5 25 0M13 24c7 3 15 3 22 0" stroke={mint} />
  </Icon>
);

const GarmentIcon = (): JSX.Element => (
  <Icon>
    <path d="M12 29h24M12 36h24M20 12v30M28 12v30" stroke={mint} strokeWidth="1.5" />
    <path d="M17 8l-9 4-5 10 6 3 3-4v21h24V21l3 4 6-3-5-10-9-4c-1 3-4 5-7 5s-6-2-7-5z" />
  </Icon>
);

const SimulationIcon = (): JSX.Element => (
  <Icon>
    <path d="M8 8c8 8 24 8 32 0 1 10 0 22-2 32-3 2-6-2-9 0s-7 2-10 0-6-2-9 0C8 30 7 18 8 8z" />
    <path d="M8 8c5 9 7 20 7 32M40 8c-5 9-7 20-7 32M24 14v26" />
    <circle cx="8" cy="8" r="2.5" fill={mint} stroke={mint} />
    <circle cx="40" cy="8" r="2.5" fill={mint} stroke={mint} />
  </Icon>
);

const RecommendationIcon = (): JSX.Element => (
  <Icon>
    <path d="M14 12l10-7 10 7v30a2 2 0 0 1-2 2H16a2 2 0 0 1-2-2z" />
    <circle cx="24" cy="12" r="2" />
    <path d="M17 31a7 7 0 0 1 14 0M19 37h10" />
    <path d="M24 31l4-5" stroke={mint} />
  </Icon>
);

const BrandingIcon = (): JSX.Element => (
  <Icon>
    <path d="M17 31h-5a7 7 0 0 1-7-7V14a7 7 0 0 1 7-7h10a7 7 0 0 1 7 7v1" />
    <circle cx="31" cy="29" r="12" stroke={coral} />
    <path d="M31 23l1.8 3.8 4.2.5-3.1 2.9.8 4.1-3.7-2-3.7 2 .8-4.1-3.1-2.9 4.2-.5z" />
  </Icon>
);

const WidgetIcon = (): JSX.Element => (
  <Icon>
    <rect x="4" y="8" width="40" height="32" rx="4" />
    <path d="M4 15h40M9 11.5h.01M13 11.5h.01M9 21h12v14H9z" />
    <rect x="26" y="22" width="14" height="13" rx="3" stroke={mint} />
    <path d="M30 29h6" stroke={mint} />
  </Icon>
);

const ApiIcon = (): JSX.Element => (
  <Icon>
    <path d="M15 14L5 24l10 10M33 14l10 10-10 10" />
    <path d="M27 10l-6 28" stroke={mint} />
  </Icon>
);

/** The icon for each name the content model allows; the type makes a missing or extra entry a compile error. */
export const icons: Readonly<Record<IconName, () => JSX.Element>> = {
  scan: ScanIcon,
  size: SizeIcon,
  tryOn: TryOnIcon,
  reconstruction: ReconstructionIcon,
  measurement: MeasurementIcon,
  garment: GarmentIcon,
  simulation: SimulationIcon,
  recommendation: RecommendationIcon,
  branding: BrandingIcon,
  widget: WidgetIcon,
  api: ApiIcon,
};
