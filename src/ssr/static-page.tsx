import { isValidElement, type ReactNode } from "react";
import type { GatsbySSR } from "gatsby";

/**
 * A built page is a document, not an application: React renders it at build time and the
 * browser gets its HTML and CSS, none of Gatsby's runtime (production only; `gatsby develop`
 * keeps the runtime for hot reloading). What Gatsby adds to every page for its runtime is
 * taken out here, while the page is rendered; the build's last step
 * (tools/pipeline/content-security-policy.ts) stops on any script that is not one of
 * src/enhancements/, so nothing Gatsby adds in a later version can slip through.
 */

type Props = Record<string, unknown>;

/** Gatsby's entry scripts, its page-data and chunk preloads, its page metadata, its script slice. */
const isRuntime = (node: ReactNode): boolean => {
  if (!isValidElement(node)) return false;
  const props = node.props as Props;
  if (node.type === "script") {
    return (
      typeof props.src === "string" ||
      props.id === "gatsby-script-loader" ||
      props.id === "gatsby-chunk-mapping"
    );
  }
  if (node.type === "link") {
    const rel = String(props.rel ?? "");
    const href = String(props.href ?? "");
    return (
      props.as === "script" ||
      props.as === "fetch" ||
      (/\b(preload|prefetch|modulepreload)\b/.test(rel) &&
        (/\.js$/.test(href) || href.includes("/page-data/")))
    );
  }
  // The slice that writes the chunk map and the entry scripts into every page.
  return props.sliceId === "_gatsby-scripts";
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  if (process.env.NODE_ENV !== "production") return;
  replaceHeadComponents(getHeadComponents().filter((node) => !isRuntime(node)));
  replacePostBodyComponents(getPostBodyComponents().filter((node) => !isRuntime(node)));
};

/**
 * The page's HTML without the router's focus wrapper and the live region that announces
 * client-side navigation: both serve the runtime only, and both carry style attributes that
 * the Content-Security-Policy would otherwise have to allow.
 */
export const withoutRouterMarkup = (html: string): string =>
  html
    .replace(/^<div(?=[^>]*\bid="gatsby-focus-wrapper")[^>]*>/, "")
    .replace(/<\/div><div(?=[^>]*\bid="gatsby-announcer")[^>]*><\/div>$/, "");
