/**
 * Which JSON file in data/ becomes which GraphQL node type. A file holds either one
 * object (`single`) or a list under `listKey`, each entry becoming a node in file order.
 */
export type DataFile =
  | { readonly type: string; readonly kind: "single"; readonly typeset: boolean }
  | {
      readonly type: string;
      readonly kind: "list";
      readonly listKey: string;
      readonly typeset: boolean;
    };

export const dataFiles: Readonly<Record<string, DataFile>> = {
  site: { type: "Company", kind: "single", typeset: false },
  landing: { type: "Landing", kind: "single", typeset: true },
  pricing: { type: "Plan", kind: "list", listKey: "plans", typeset: true },
  features: { type: "Feature", kind: "list", listKey: "features", typeset: true },
  technology: { type: "TechnologyTopic", kind: "list", listKey: "topics", typeset: true },
  claims: { type: "Claim", kind: "list", listKey: "claims", typeset: true },
};
