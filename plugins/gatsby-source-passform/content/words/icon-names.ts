/**
 * Names an editor may use for "icon" in data/features.json and data/technology.json. The
 * site's icons are keyed by them (src/illustrations/icons.tsx), so a name the model allows
 * always has its drawing.
 */
export const iconNames = [
  "scan",
  "size",
  "tryOn",
  "reconstruction",
  "measurement",
  "garment",
  "simulation",
  "recommendation",
  "branding",
  "widget",
  "api",
] as const;

export type IconName = (typeof iconNames)[number];
