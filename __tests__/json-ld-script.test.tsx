/** @jest-environment node */
import path from "node:path";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { RenderBodyArgs } from "gatsby";
import { loadContent, validContent } from "../plugins/gatsby-source-passform/disk";
import { markSamples } from "../src/lib/sample-marks";
import { onRenderBody } from "../src/ssr/static-head";
import { landingJsonLd } from "../src/ssr/structured-data";
import { htmlDocument } from "../tools/pipeline/html-document";

/**
 * The landing page's JSON-LD as gatsby-ssr writes it (src/ssr/static-head.tsx): a value of
 * data/ is data, whatever characters it has. It cannot end the script or open a comment, the
 * script still parses to the same values, and a preview build's sample marks leave it alone.
 */

const dataDir = path.resolve(__dirname, "../data");
const { data } = validContent(dataDir);

/** The end of the landing page's body as onRenderBody writes it from these facts of data/. */
const postBodyHtml = (site: typeof data.site, pathname = "/"): string => {
  let postBody: ReactNode[] = [];
  const global = globalThis as { __BUILD_DATA__?: unknown };
  global.__BUILD_DATA__ = { head: { site, plans: data.pricing.plans }, sampleMarks: null };
  try {
    onRenderBody?.(
      {
        pathname,
        setHeadComponents: () => undefined,
        setPostBodyComponents: (components: ReactNode[]) => (postBody = components),
      } as unknown as RenderBodyArgs,
      { plugins: [] },
    );
  } finally {
    delete global.__BUILD_DATA__;
  }
  return renderToStaticMarkup(<>{postBody}</>);
};

const jsonLdScripts = (html: string): Element[] => [
  ...htmlDocument(`<!doctype html><body>${html}`).querySelectorAll(
    'script[type="application/ld+json"]',
  ),
];

const HOSTILE = '</script><script>alert(1)</script><!--<script>"\u2028\\';

describe("the JSON-LD script", () => {
  it("is written on the landing page only", () => {
    expect(jsonLdScripts(postBodyHtml(data.site))).toHaveLength(1);
    expect(jsonLdScripts(postBodyHtml(data.site, "/impressum"))).toHaveLength(0);
  });

  it("keeps a value that tries to end the script inside it, as the same string", () => {
    const site = {
      ...data.site,
      legalName: HOSTILE,
      address: { ...data.site.address, street: HOSTILE },
    };
    const html = postBodyHtml(site);
    expect(html.match(/<\/script/gi)).toHaveLength(
      html.match(/<script/gi)?.length ?? Number.POSITIVE_INFINITY,
    );
    expect(html).not.toContain("<!--");
    const document = htmlDocument(`<!doctype html><body>${html}`);
    expect(document.body.querySelectorAll("script")).toHaveLength(2);
    const [script] = jsonLdScripts(html);
    expect(JSON.parse(script?.textContent ?? "")).toEqual(
      JSON.parse(JSON.stringify(landingJsonLd(site, data.pricing.plans))),
    );
  });

  it("is left as it is by a preview build's sample marks", () => {
    const { sampleValues } = loadContent(dataDir);
    const html = postBodyHtml(data.site);
    const [script] = jsonLdScripts(html);
    expect(sampleValues.some((value) => script?.textContent?.includes(value))).toBe(true);
    expect(markSamples(html, sampleValues).html).toBe(html);
  });
});
