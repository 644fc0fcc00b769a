const conjunction = new Intl.ListFormat("de", { type: "conjunction" });

/** „a“, „a und b“, „a, b und c“ */
export const germanList = (items: ReadonlyArray<string>): string => conjunction.format(items);
