import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";

/**
 * Hydrates the server-rendered page as a transition. Every page is complete and usable as
 * HTML (links, the <details> menu), so hydration need not block the main thread: as a
 * transition React works in slices of a few milliseconds and yields to the browser between
 * them, instead of one long task on a slow phone. `gatsby develop` serves an empty HTML shell
 * instead of the page, so there React renders from scratch, as Gatsby itself does.
 */
const hydrateAsTransition = (element: ReactElement, container: Element): void => {
  if (process.env.NODE_ENV !== "production") {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
};

type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

// Gatsby's type still describes ReactDOM.render's overloads; it calls (element, container).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateAsTransition as unknown as Renderer;
