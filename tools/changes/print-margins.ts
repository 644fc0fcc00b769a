/**
 * What a legal page's printed sheets carry in their margins (src/templates/legal-page-print.ts:
 * company, title, version, Stand, address, page number): the contents of the page-margin boxes of
 * its print rules, in the order of its CSS, as CSS writes them. Read from the CSS a page renders
 * with (render-pages.tsx) and from a built page's <style> alike (reading.ts).
 */
export const printMarginsOf = (css: string): string[] =>
  [...css.matchAll(/@(?:top|bottom)-(?:left|center|right)\{[^}]*?content:([^;}]*)/g)].map((match) =>
    (match[1] as string).trim(),
  );
