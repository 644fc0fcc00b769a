/**
 * The response headers of /admin/ and everything under it, on Netlify (written into
 * public/_headers after the visitor pages' rule, which it overrides for these paths) and in
 * `npm start`. The visitor pages' policy allows no script file and no eval; Decap CMS needs
 * both, so the editors' forms get a policy of its own that allows exactly what it uses:
 *
 * - its scripts from this site, and eval: Decap compiles its configuration's JSON Schema
 *   with ajv, which generates code (new Function);
 * - inline styles: Decap's components style themselves with emotion at run time;
 * - connections to this site (`npm start`'s local backend) and, logged in on the live site,
 *   GitHub's API (the repository, pull requests, deploy preview links);
 * - images from this site and GitHub's avatar of the logged-in editor.
 *
 * Nothing else: no other host (Decap's check of githubstatus.com is refused and counts as
 * "operational"), no frames, no plugins, no forms, and the page itself is not to be framed.
 */
export const adminContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https://avatars.githubusercontent.com",
  "connect-src 'self' https://api.github.com",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join("; ");

export const adminHeaders: ReadonlyArray<{ key: string; value: string }> = [
  { key: "content-security-policy", value: adminContentSecurityPolicy },
  // Editors only: never in a search engine's index (the page also says so in a meta tag).
  { key: "x-robots-tag", value: "noindex, nofollow" },
  // A page of another origin that opens the editors' forms gets no handle on their window, nor
  // they on its; the forms keep theirs on the popups they open themselves: Decap's GitHub
  // login signs in through a popup that reports back to its opener.
  { key: "cross-origin-opener-policy", value: "same-origin-allow-popups" },
];
