export { wrapRootElement } from "./src/wrap-root-element";
export { wrapPageElement } from "./src/wrap-page-element";
export { replaceHydrateFunction } from "./src/hydrate";
