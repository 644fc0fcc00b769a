/** Where in a file, as its keys and list positions: ["plans", 1, "popular"]. */
export type Path = ReadonlyArray<string | number>;

/** The value at a path of a parsed file, e.g. ["plans", 1, "price"]; undefined where there is none. */
export const valueAt = (input: unknown, at: ReadonlyArray<PropertyKey>): unknown =>
  at.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === "object"
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    input,
  );

/** Whether two paths name the same place. */
export const samePath = (a: Path, b: Path): boolean =>
  a.length === b.length && a.every((key, index) => key === b[index]);
