/**
 * What Decap shows, by its address in the page's hash: a collection's list
 * (`#/collections/NAME`), an entry's form (`#/collections/NAME/entries/SLUG`) or the form of a new
 * entry (`#/collections/NAME/new`). The fixes that follow Decap's views read its address here.
 */
export type DecapView = {
  collection: string;
  shows: "list" | "entry" | "new";
  /** An entry's slug, decoded (in a collection of files, the file's name); "" in the others */
  slug: string;
};

const VIEW = /^#\/?collections\/([^/?#]+)(?:\/entries\/([^/?#]+)|\/(new))?\/?(?:\?.*)?$/;

/**
 * The view an address's hash shows, or undefined for any other (the search, a workflow) and for
 * one of another collection than `only`.
 */
export const viewAt = (hash: string, only?: string): DecapView | undefined => {
  const [, collection, slug, isNew] = VIEW.exec(hash) ?? [];
  if (!collection || (only !== undefined && collection !== only)) return undefined;
  const shows = slug ? "entry" : isNew ? "new" : "list";
  return { collection, shows, slug: slug ? decodeURIComponent(slug) : "" };
};
