/** The one required check of CI (required-check.js, CommonJS so it runs before npm ci). */
export declare function verdictOf(
  needs: Record<string, { result: string; outputs?: Record<string, string> }>,
  event?: string,
): string[];
