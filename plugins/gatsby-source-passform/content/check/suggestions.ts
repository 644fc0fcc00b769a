/** "Did you mean" for a name that is not known: the known names closest to it. */

/** Levenshtein distance, for "did you mean" suggestions. */
const distance = (a: string, b: string): number => {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j] as number;
      row[j] = Math.min(
        above + 1,
        (row[j - 1] as number) + 1,
        diagonal + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return row[b.length] as number;
};

const closest = (value: string, candidates: ReadonlyArray<string>): string[] =>
  [...candidates]
    .map((candidate) => ({ candidate, score: distance(value, candidate) }))
    .filter(({ score }) => score <= Math.max(3, value.length / 3))
    .sort((a, b) => a.score - b.score)
    .slice(0, 3)
    .map(({ candidate }) => candidate);

export const didYouMean = (
  value: string,
  candidates: ReadonlyArray<string>,
  show = (c: string) => c,
) => {
  const near = closest(value, candidates);
  return near.length > 0 ? ` Gemeint ist vielleicht: ${near.map(show).join(", ")}.` : "";
};
