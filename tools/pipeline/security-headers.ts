/**
 * Response headers we add for every path ("/*"), on top of what gatsby-adapter-netlify
 * already writes for "/*" (x-content-type-options: nosniff, x-frame-options: DENY,
 * referrer-policy: same-origin, x-xss-protection) and what Netlify sends itself (HSTS).
 * None of them is repeated here, so no response carries a header twice. The
 * Content-Security-Policy depends on each build's inline scripts and is added next to these
 * after the build (the last step in steps.ts, with content-security-policy.ts).
 *
 * No Cross-Origin-Opener-Policy: the pages hold nothing a window of another site could reach
 * (no login, no personal data, no script state), and the header costs every first visit a
 * second renderer process. Chromium starts a new browsing context group for a page that sets
 * it, and that start runs on the main thread while the page loads: Lighthouse measured 100–200
 * ms more blocking time with it, for the empty reference page as much as for the site
 * (BENCHMARKS.md, 24 November 2026). Framing is denied by X-Frame-Options and the CSP.
 */
export const securityHeaders: ReadonlyArray<{ key: string; value: string }> = [
  {
    key: "permissions-policy",
    value: [
      "accelerometer=()",
      "autoplay=()",
      "browsing-topics=()",
      "camera=()",
      "display-capture=()",
      "encrypted-media=()",
      "fullscreen=()",
      "geolocation=()",
      "gyroscope=()",
      "hid=()",
      "magnetometer=()",
      "microphone=()",
      "midi=()",
      "payment=()",
      "picture-in-picture=()",
      "publickey-credentials-get=()",
      "screen-wake-lock=()",
      "serial=()",
      "usb=()",
      "xr-spatial-tracking=()",
    ].join(", "),
  },
  { key: "cross-origin-resource-policy", value: "same-origin" },
];
