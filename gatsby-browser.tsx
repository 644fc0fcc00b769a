// Only `gatsby develop` runs this: production pages ship no JavaScript (src/ssr/static-page.tsx).
export { wrapRootElement } from "./src/preview/wrap-root-element";
export { wrapPageElement } from "./src/preview/wrap-page-element";
