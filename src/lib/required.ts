/**
 * Root query fields such as `company` are nullable in GraphQL even though the build
 * guarantees them; this narrows the type and fails loudly if that guarantee is broken.
 */
export const required = <T>(value: T | null | undefined, what: string): T => {
  if (value === null || value === undefined) throw new Error(`Missing content: ${what}`);
  return value;
};
