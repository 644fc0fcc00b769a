import { Helmet } from "react-helmet";
import { colors } from "../theme/theme";

export type SeoProps = {
  /** Page title; the brand is appended unless the title already starts with it */
  title: string;
  description: string;
  /** Path of the page, e.g. "/agb"; omitted for pages that must not be indexed */
  path?: string;
  brand: string;
  siteUrl: string;
  noindex?: boolean;
};

/** The only place the document head is written (react-helmet via gatsby-plugin-react-helmet). */
export const Seo = ({
  title,
  description,
  path,
  brand,
  siteUrl,
  noindex = false,
}: SeoProps): JSX.Element => {
  const fullTitle = title.startsWith(brand) ? title : `${title} | ${brand}`;
  const url = path === undefined ? undefined : new URL(path, siteUrl).href;
  return (
    <Helmet htmlAttributes={{ lang: "de" }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      <meta name="theme-color" content={colors.primary} />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="de_DE" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
    </Helmet>
  );
};
