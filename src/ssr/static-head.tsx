import type { GatsbySSR } from "gatsby";
import { renderToStaticMarkup } from "react-dom/server";
import { phoneMenuScript } from "../enhancements/phone-menu";
import { speculationRules } from "../enhancements/speculation-rules";
import { LogoMark } from "../illustrations/logo-mark";
import { absoluteUrl } from "../lib/site-url";
import { words } from "../lib/words";
import { siteHead } from "./build-data";
import { jsonLdScriptText, landingJsonLd } from "./structured-data";
import { colors } from "../theme/theme";

/**
 * The head tags that are the same on every page (icons, theme colour, share image)
 * and the landing page's JSON-LD, written by gatsby-ssr from data/ (siteHead, build-data.ts).
 * Nothing here changes when a visitor moves between pages, and search engines and link
 * previews read the HTML as served, so they are written once at build time and never become
 * JavaScript. What changes per page (title, description, canonical URL) is the Seo
 * component's job.
 */

const SHARE_IMAGE = { path: "/og-image.jpg", width: 1200, height: 630 } as const;

type Company = Parameters<typeof landingJsonLd>[0];
type Plan = Parameters<typeof landingJsonLd>[1][number];

/**
 * Every character the URL standard allows as it is in a data: URL's body (its "URL code
 * points", ASCII part). `'` is one of them, so the SVG's double quotes become single quotes
 * instead of %22.
 */
const NOT_A_URL_CODE_POINT = /[^A-Za-z0-9!$&'()*+,\-./:;=?@_~]/gu;

/**
 * An SVG as a data: URL. The icon is written into the page rather than linked, so a first
 * visit is one request: a linked icon is fetched before the first paint and delays it on a
 * slow connection. /favicon.ico stays for browsers without SVG icons.
 *
 * Browsers accept raw spaces and brackets in a data: URL, the HTML standard does not (the W3C
 * Nu validator reports them), so everything but the URL code points is percent-encoded:
 * spaces, < > # % { } and whatever else an SVG may contain. Only the few characters that need
 * it grow to three bytes, so the URL stays far smaller than base64.
 */
export const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml,${svg.replace(/"/g, "'").replace(NOT_A_URL_CODE_POINT, encodeURIComponent)}`;

const staticHeadTags = ({ brand, siteUrl }: Pick<Company, "brand" | "siteUrl">) => {
  const image = absoluteUrl(siteUrl, SHARE_IMAGE.path);
  const imageAlt = words.shareImageAlt(brand);
  return [
    <meta key="theme-color" name="theme-color" content={colors.primary} />,
    <link key="icon" rel="icon" href="/favicon.ico" sizes="32x32" />,
    <link
      key="icon-svg"
      rel="icon"
      href={svgDataUrl(renderToStaticMarkup(<LogoMark />))}
      type="image/svg+xml"
    />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <meta key="og:type" property="og:type" content="website" />,
    <meta key="og:locale" property="og:locale" content="de_DE" />,
    <meta key="og:site_name" property="og:site_name" content={brand} />,
    <meta key="og:image" property="og:image" content={image} />,
    <meta key="og:image:width" property="og:image:width" content={String(SHARE_IMAGE.width)} />,
    <meta key="og:image:height" property="og:image:height" content={String(SHARE_IMAGE.height)} />,
    <meta key="og:image:alt" property="og:image:alt" content={imageAlt} />,
    <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
    <meta key="twitter:image" name="twitter:image" content={image} />,
    <meta key="twitter:image:alt" name="twitter:image:alt" content={imageAlt} />,
  ];
};

/** Organization, WebSite and the product with an offer per priced plan, for the landing page. */
const landingStructuredData = (company: Company, plans: ReadonlyArray<Plan>) => (
  <script
    key="structured-data"
    type="application/ld+json"
    dangerouslySetInnerHTML={{ __html: jsonLdScriptText(landingJsonLd(company, plans)) }}
  />
);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  // Every page has the phone menu; the development server too, where it replaces nothing.
  const postBody = [
    <script key="phone-menu" dangerouslySetInnerHTML={{ __html: phoneMenuScript }} />,
  ];
  // Prerendering pages of the development server would only load its development runtime twice.
  if (process.env.NODE_ENV === "production") {
    setHeadComponents([
      <script
        key="speculation-rules"
        type="speculationrules"
        dangerouslySetInnerHTML={{ __html: speculationRules }}
      />,
    ]);
  }
  // From data/ through the build, never from a page's query results (build-data.ts).
  const head = siteHead();
  if (head) {
    setHeadComponents(staticHeadTags(head.site));
    // At the end of the body: search engines read JSON-LD anywhere, the first paint waits for
    // everything in the head.
    if (pathname === "/") postBody.push(landingStructuredData(head.site, head.plans));
  }
  setPostBodyComponents(postBody);
};
