/**
 * Splits a list into its first half (the larger one for an odd count) and the rest, for
 * content shown in two columns that read top to bottom. Empty halves are left out.
 */
export const halves = <T>(items: ReadonlyArray<T>): T[][] => {
  const middle = Math.ceil(items.length / 2);
  return [items.slice(0, middle), items.slice(middle)].filter((half) => half.length > 0);
};
