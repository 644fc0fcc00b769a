import type { JSX } from "react";
import { Helmet } from "react-helmet";
import { absoluteUrl } from "../lib/site-url";

type SeoProps = {
  /** Page title; the brand is appended unless the title already starts with it */
  title: string;
  description: string;
  /** Path of the page, e.g. "/agb"; omitted for pages that must not be indexed */
  path?: string;
  brand: string;
  siteUrl: string;
  noindex?: boolean;
};

/**
 * The head tags that differ from page to page. gatsby-plugin-react-helmet writes them into each
 * page's HTML when the build renders it; the built site ships no JavaScript, so nothing changes
 * them afterwards (only the development server, which runs React in the browser, has react-helmet
 * update them between pages). Tags that are the same on every page are written at build time by
 * src/ssr/static-head.tsx.
 */
export const Seo = ({
  title,
  description,
  path,
  brand,
  siteUrl,
  noindex = false,
}: SeoProps): JSX.Element => {
  const fullTitle = title.startsWith(brand) ? title : `${title} | ${brand}`;
  const url = path === undefined ? undefined : absoluteUrl(siteUrl, path);
  return (
    <Helmet htmlAttributes={{ lang: "de" }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </Helmet>
  );
};
