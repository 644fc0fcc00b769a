// Only `gatsby develop` runs this: production pages ship no JavaScript (src/static-page.tsx).
export { wrapRootElement } from "./src/wrap-root-element";
export { wrapPageElement } from "./src/wrap-page-element";
