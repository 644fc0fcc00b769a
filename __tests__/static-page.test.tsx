import { createElement, type ReactNode } from "react";
import type { RenderBodyArgs } from "gatsby";
import { onPreRenderHTML, withoutRouterMarkup } from "../src/ssr/static-page";

/**
 * What src/ssr/static-page.tsx leaves out of a built page, on the elements Gatsby 5 actually
 * adds (see UPGRADING.md): if a Gatsby version names them differently, these tests and the
 * build's script check (tools/pipeline/content-security-policy.ts) fail.
 */

const runtime: ReactNode[] = [
  <script key="a" src="/app-1234.js" async />,
  <script
    key="b"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{ __html: "window.pagePath='/'" }}
  />,
  <script
    key="c"
    id="gatsby-chunk-mapping"
    dangerouslySetInnerHTML={{ __html: "window.___chunkMapping='{}'" }}
  />,
  <link key="d" as="script" rel="preload" href="/framework-1234.js" />,
  <link
    key="e"
    as="fetch"
    rel="preload"
    href="/page-data/index/page-data.json"
    crossOrigin="anonymous"
  />,
  <link key="f" rel="prefetch" href="/component---src-pages-404-tsx-1234.js" />,
  createElement(
    function ServerSliceRenderer() {
      return null;
    },
    { key: "g", sliceId: "_gatsby-scripts" },
  ),
];

const kept: ReactNode[] = [
  <title key="t">Passform</title>,
  <link key="i" rel="icon" href="/favicon.ico" />,
  <link key="c" rel="canonical" href="https://www.passform.example/" />,
  <script key="s" type="speculationrules" dangerouslySetInnerHTML={{ __html: "{}" }} />,
  <script key="m" dangerouslySetInnerHTML={{ __html: "(function(){})()" }} />,
  <script key="l" type="application/ld+json" dangerouslySetInnerHTML={{ __html: "{}" }} />,
];

const render = (nodeEnv: string) => {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  let head: ReactNode[] = [...runtime, ...kept];
  let postBody: ReactNode[] = [...kept, ...runtime];
  try {
    onPreRenderHTML?.(
      {
        getHeadComponents: () => head,
        replaceHeadComponents: (next: ReactNode[]) => (head = next),
        getPostBodyComponents: () => postBody,
        replacePostBodyComponents: (next: ReactNode[]) => (postBody = next),
      } as unknown as Parameters<NonNullable<typeof onPreRenderHTML>>[0] & RenderBodyArgs,
      { plugins: [] },
    );
  } finally {
    process.env.NODE_ENV = previous;
  }
  return { head, postBody };
};

it("leaves Gatsby's scripts, preloads, page metadata and script slice out of a production page", () => {
  const { head, postBody } = render("production");
  expect(head).toEqual(kept);
  expect(postBody).toEqual(kept);
});

it("leaves the preview's runtime alone", () => {
  const { head } = render("development");
  expect(head).toHaveLength(runtime.length + kept.length);
});

it("takes out the router's focus wrapper and the navigation announcer, nothing else", () => {
  const page = '<a href="#inhalt">Zum Inhalt</a><header>…</header><main>…</main><footer>…</footer>';
  const rendered =
    `<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">${page}</div>` +
    '<div id="gatsby-announcer" style="position:absolute" aria-live="assertive" aria-atomic="true"></div>';
  expect(withoutRouterMarkup(rendered)).toBe(page);
  expect(withoutRouterMarkup(page)).toBe(page);
});
