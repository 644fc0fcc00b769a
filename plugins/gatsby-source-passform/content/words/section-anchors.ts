/**
 * The anchors of the landing page's sections, by section: the sections carry them as their ids
 * and the buttons that lead to one link them (src/sections/, src/components/header.tsx), and
 * navigation links in data/ may only point here (model/landing.ts), so a link an editor chooses
 * always has its section.
 */
export const sectionAnchors = {
  features: "features",
  technology: "technology",
  pricing: "pricing",
  demo: "demo",
} as const;

export type SectionAnchor = (typeof sectionAnchors)[keyof typeof sectionAnchors];
