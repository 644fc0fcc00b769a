import { Helmet } from "react-helmet";
import { absoluteUrl } from "../lib/site-url";
import { colors } from "../theme/theme";

const SHARE_IMAGE = { path: "/og-image.jpg", width: 1200, height: 630 } as const;

export type SeoProps = {
  /** Page title; the brand is appended unless the title already starts with it */
  title: string;
  description: string;
  /** Path of the page, e.g. "/agb"; omitted for pages that must not be indexed */
  path?: string;
  brand: string;
  siteUrl: string;
  noindex?: boolean;
  /** schema.org data for this page, written as JSON-LD */
  structuredData?: Record<string, unknown>;
};

/** The only place the document head is written (react-helmet via gatsby-plugin-react-helmet). */
export const Seo = ({
  title,
  description,
  path,
  brand,
  siteUrl,
  noindex = false,
  structuredData,
}: SeoProps): JSX.Element => {
  const fullTitle = title.startsWith(brand) ? title : `${title} | ${brand}`;
  const url = path === undefined ? undefined : absoluteUrl(siteUrl, path);
  const image = absoluteUrl(siteUrl, SHARE_IMAGE.path);
  const imageAlt = `${brand}: 3D-Avatar mit Körpermaßen und Größenempfehlung auf dem Smartphone`;
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
      <link rel="manifest" href="/manifest.webmanifest" />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="de_DE" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {structuredData && (
        <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
      )}
    </Helmet>
  );
};
