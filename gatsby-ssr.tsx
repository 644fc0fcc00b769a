export { replaceRenderer } from "./src/emotion-ssr";
export { onRenderBody } from "./src/static-head";
export { onPreRenderHTML } from "./src/static-page";
