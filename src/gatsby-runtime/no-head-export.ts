// Stands in for Gatsby's Head-export handler in the production bundle (see
// src/node/on-create-webpack-config.ts): every page sets its <head> through the Seo component.
type PageRendererArgs = { pageComponent?: { Head?: unknown } };

export function headHandlerForBrowser({ pageComponent }: PageRendererArgs): void {
  if (pageComponent?.Head) {
    throw new Error(
      "A page exports Head, but this site renders <head> with the Seo component (react-helmet); " +
        "the Head API is left out of the bundle in src/node/on-create-webpack-config.ts.",
    );
  }
}
