import { brotli } from "./compression";
import { KB } from "./budgets";

/**
 * How much of a page's HTML the first round trip delivers: a new connection may send about 10
 * TCP segments (14 KB) before it waits for an acknowledgement, and the browser parses and paints
 * what has arrived. A page whose compressed HTML is larger still shows its first screen after one
 * round trip if that screen lies in the part that arrives first.
 */

export const FIRST_ROUND_TRIP = 14 * KB;

export type RoundTrip = {
  /** Brotli bytes of the whole document */
  compressed: number;
  /** Raw bytes of the document */
  raw: number;
  /** Raw bytes at the start of the document that fit into the first round trip (brotli) */
  rawInFirstRoundTrip: number;
  /** The last heading that arrives whole in the first round trip, if the document does not */
  lastHeading?: string;
};

const headingText = (html: string): string | undefined => {
  const headings = [...html.matchAll(/<h[1-3]\b[^>]*>([\s\S]*?)<\/h[1-3]>/g)];
  const last = headings.at(-1)?.[1];
  return last
    ?.replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|\u00a0/g, " ")
    .trim();
};

export const firstRoundTrip = (html: Buffer): RoundTrip => {
  const compressed = brotli(html).length;
  if (compressed <= FIRST_ROUND_TRIP) {
    return { compressed, raw: html.length, rawInFirstRoundTrip: html.length };
  }
  // The longest start of the document whose brotli stream fits, to the byte.
  let fits = 0;
  let over = html.length;
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    if (brotli(html.subarray(0, middle)).length <= FIRST_ROUND_TRIP) fits = middle;
    else over = middle;
  }
  const lastHeading = headingText(html.subarray(0, fits).toString("utf8"));
  return {
    compressed,
    raw: html.length,
    rawInFirstRoundTrip: fits,
    ...(lastHeading ? { lastHeading } : {}),
  };
};
