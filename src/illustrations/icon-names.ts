/** Names an editor may use for "icon" in data/features.json and data/technology.json. */
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
