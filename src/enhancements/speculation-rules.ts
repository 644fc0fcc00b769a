/**
 * Instant navigation without a runtime: browsers that support speculation rules (Chromium)
 * prerender a page of this site as soon as the visitor shows intent to open it – the pointer
 * rests on a link or presses it ("moderate") – so following the link shows a page that is
 * already complete. Other browsers ignore the rules and navigate normally. Only same-origin
 * page links qualify: the pattern is relative to the site, and the 404 page and files are
 * left out.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/*.*" } },
          { not: { href_matches: "/404*" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
