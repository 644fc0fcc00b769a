/** Netlify's ignore command (netlify-ignore.js, CommonJS so it runs before npm ci). */
export declare function decide(
  env: Record<string, string | undefined>,
  cwd: string,
): { build: boolean; reason: string };
