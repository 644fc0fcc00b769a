/**
 * Works around Decap's login page showing a custom logo 300 px wide: no upstream issue found.
 *
 * Decap puts the configured logo (cms-config.ts: the brand's icon, static/icon-512.png) in a
 * wrapper 300 px wide (`…-CustomIconWrapper`, an emotion label in the built bundle; UPGRADING.md)
 * and the image fills it, three times the size of the login button's text block, with the
 * icon's white square showing at the mark's rounded corners on Decap's grey page. Here it is
 * shown at the size of an app icon, centred in that wrapper, its corners cut to the mark's own
 * radius (8 of 32 units), so the page's grey shows around it. The page's own style element holds it (config/admin-page.ts).
 */
export const loginLogo =
  '[class*="-CustomIconWrapper"] img{display:block;width:96px;height:96px;margin:0 auto;border-radius:25%}';
