export { replaceRenderer } from "./src/ssr/emotion-styles";
export { onRenderBody } from "./src/ssr/static-head";
export { onPreRenderHTML } from "./src/ssr/static-page";
