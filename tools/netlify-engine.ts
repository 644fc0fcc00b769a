import { readFile } from "node:fs/promises";
import path from "node:path";
import { HeadersHandler } from "@netlify/headers";
import { RedirectsHandler } from "@netlify/redirects";
import { StaticHandler } from "@netlify/static";

/**
 * A deploy of a built folder as Netlify answers it, by Netlify's own engines from npm, chained
 * as @netlify/dev chains them for a site without functions: @netlify/redirects first (the rules
 * of _redirects and netlify.toml; a rule that is not forced yields to an existing file), then
 * @netlify/static (pretty URLs: /agb and /agb/ from agb.html, a folder from its index.html),
 * and @netlify/headers on every file served (the rules of _headers, then those of netlify.toml;
 * of two rules that set one header for a path, the later one wins).
 *
 * Left to Netlify's CDN by the engines, and done here: the 404 page with status 404 where no
 * engine answers (with the headers for the requested path), and "400 Bad Request" for a path
 * whose escapes are not UTF-8, which @netlify/redirects rejects with a URIError (the Netlify
 * CLI answers that with 400).
 *
 * Netlify Forms is not among the engines, and nothing here takes a submission: a form's POST to
 * its action page (the demo request's /danke) gets that page with status 200 from
 * @netlify/static, which serves a file whatever the method – what Netlify answers once it has
 * taken the submission – so the browser suite needs no stand-in for it.
 *
 * Not @netlify/dev itself: for a static site it runs exactly these three, but it also brings
 * functions, edge functions, blobs, a database and an AI gateway (about 230 MB of packages) and
 * writes .netlify/ into the project on every request.
 */

type NetlifySite = {
  /** The folder Netlify publishes (netlify.toml's build.publish) */
  publishDir: string;
  /** netlify.toml, for its [[headers]] and [[redirects]] */
  netlifyConfig?: string | undefined;
};

type Answer = (request: Request) => Promise<Response>;

const HTML = "text/html; charset=utf-8";

/** The site's 404.html with status 404, as Netlify answers a path it has no file for. */
const notFoundPage = (publishDir: string) => async (): Promise<Response> => {
  const page = await readFile(path.join(publishDir, "404.html")).catch(() => undefined);
  return page
    ? new Response(page, { status: 404, headers: { "content-type": HTML } })
    : new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } });
};

const badRequest = (): Response =>
  new Response("Bad Request", { status: 400, headers: { "content-type": "text/plain" } });

/** Netlify's three engines for a deploy, configured as @netlify/dev configures them. */
const netlifyHandlers = ({ publishDir, netlifyConfig }: NetlifySite) => {
  const projectDir = netlifyConfig ? path.dirname(netlifyConfig) : publishDir;
  return {
    files: new StaticHandler({ directory: publishDir }),
    headers: new HeadersHandler({
      configPath: netlifyConfig,
      projectDir,
      publishDir,
      logger: console,
    }),
    redirects: new RedirectsHandler({
      configPath: netlifyConfig,
      configRedirects: [],
      jwtRoleClaim: "",
      jwtSecret: "",
      notFoundHandler: notFoundPage(publishDir),
      projectDir,
      publicDir: publishDir,
    }),
  };
};

export const netlifySite = (site: NetlifySite): Answer => {
  const { files, headers, redirects } = netlifyHandlers(site);
  const notFound = notFoundPage(site.publishDir);

  /** A file of the deploy with the headers that the rules for `rulesFor` give it. */
  const file = async (request: Request, rulesFor: Request) => {
    const match = await files.match(request);
    if (!match) return undefined;
    return async (): Promise<Response> => {
      const response = await match.handle();
      await headers.apply(rulesFor, response);
      return response;
    };
  };

  const redirected = async (request: Request): Promise<Response | undefined> => {
    const rule = await redirects.match(request);
    if (!rule) return undefined;
    return redirects.handle(request, rule, (candidate) =>
      file(candidate, new Request(rule.target)),
    );
  };

  /** What the engines answer: a redirect or rewrite, else the file; undefined for neither. */
  const engines = async (request: Request): Promise<Response | undefined> => {
    const response = await redirected(request);
    if (response) return response;
    const found = await file(request, request);
    return found?.();
  };

  return async (request) => {
    try {
      const response = await engines(request);
      if (response) return response;
      const page = await notFound();
      await headers.apply(request, page);
      return page;
    } catch (error) {
      if (error instanceof URIError) return badRequest();
      throw error;
    }
  };
};
