// Only `gatsby develop` runs this: production pages ship no JavaScript (src/ssr/static-page.tsx).
export { wrapRootElement } from "./src/develop/wrap-root-element";
export { wrapPageElement } from "./src/develop/wrap-page-element";
