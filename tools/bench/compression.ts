import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * How the site's files travel: Netlify sends brotli to every browser that accepts it (all
 * that the site supports) and gzip to the rest. The local server that stands in for Netlify
 * and the byte budgets compress the same way.
 */
export const brotli = (content: Buffer): Buffer =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

export const gzip = (content: Buffer): Buffer => gzipSync(content, { level: 9 });
