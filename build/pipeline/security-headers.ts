/**
 * Response headers we add for every path ("/*"), on top of what gatsby-adapter-netlify
 * already writes for "/*" (x-content-type-options: nosniff, x-frame-options: DENY,
 * referrer-policy: same-origin, x-xss-protection) and what Netlify sends itself (HSTS).
 * None of them is repeated here, so no response carries a header twice. The
 * Content-Security-Policy depends on each build's inline scripts and is added next to these
 * after the build (write-security-headers.ts).
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
  { key: "cross-origin-opener-policy", value: "same-origin" },
  { key: "cross-origin-resource-policy", value: "same-origin" },
];
