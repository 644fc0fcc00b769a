import type { GatsbyBrowser } from "gatsby";

/**
 * The global styles in `gatsby develop`. A build writes them into each page's HTML once
 * (src/emotion-ssr.tsx) and never ships them as JavaScript; the preview has no such HTML, so
 * there the browser renders them. In production this is undefined, and webpack leaves the
 * branch with the require out of the bundle.
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] | undefined =
  process.env.NODE_ENV === "production"
    ? undefined
    : ({ element }) => {
        /* eslint-disable @typescript-eslint/no-require-imports -- kept out of production */
        const { GlobalStyles } =
          require("./components/global-styles") as typeof import("./components/global-styles");
        /* eslint-enable @typescript-eslint/no-require-imports */
        return (
          <>
            <GlobalStyles />
            {element}
          </>
        );
      };
