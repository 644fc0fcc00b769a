export { wrapPageElement } from "./src/wrap-page-element";
export { replaceRenderer } from "./src/emotion-ssr";
export { onRenderBody } from "./src/static-head";
