/** Netlify's ignore command (netlify-ignore.js, CommonJS so it runs before npm ci). */
export declare function decide(
  env: Record<string, string | undefined>,
  cwd: string,
  options?: {
    /** Reads the live site's /legal-versions.json; global fetch by default */
    fetch?: (url: URL, init?: RequestInit) => Promise<Response>;
    /** The moment whose German day counts; now by default */
    now?: Date;
  },
): Promise<{ build: boolean; reason: string }>;
