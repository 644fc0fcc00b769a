/** The anchors of the landing page sections; navigation links in data/ may only point here. */
export const sectionAnchors = ["features", "technology", "pricing", "demo"] as const;
