// Stands in for Gatsby's Head-export handler in the production bundle (see
// src/node/on-create-webpack-config.ts): every page sets its <head> through the Seo component,
// and a unit test (__tests__/gatsby-node.test.ts) fails if a page or template exports Head.
export function headHandlerForBrowser(): void {}
