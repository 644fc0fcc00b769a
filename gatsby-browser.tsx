export { wrapPageElement } from "./src/wrap-page-element";
export { replaceHydrateFunction } from "./src/hydrate";
