/**
 * Renders the share image (1200×630 JPEG) and the logo image from the site's own SVG artwork with
 * the system's Chromium. Run by hand after changing the artwork (npm run images); the PNGs in
 * static/ are committed, so builds need no browser.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { renderToStaticMarkup } from "react-dom/server";
import { validContent } from "../plugins/gatsby-source-passform/disk";
import { HeroIllustration } from "../src/illustrations/hero-illustration";
import { LogoMark } from "../src/illustrations/logo-mark";
import { typeset } from "../src/lib/typeset";
import { colors, fonts } from "../src/theme/theme";

const staticDir = path.resolve(__dirname, "../static");
const { site, landing } = validContent(path.resolve(__dirname, "../data")).data;
const logo = renderToStaticMarkup(<LogoMark />);
const sized = (svg: string, size: number): string =>
  svg.replace("<svg", `<svg width="${size}" height="${size}"`);

const shareImage = `<!doctype html><html lang="de"><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;align-items:center;gap:40px;padding:0 72px;box-sizing:border-box;
  font-family:${fonts.body.replace(/"/g, "'")};color:${colors.white};
  background:radial-gradient(700px 400px at 90% 10%, rgba(255,106,77,.35), transparent 60%),
  radial-gradient(600px 420px at 0% 100%, rgba(22,194,163,.28), transparent 60%), ${colors.surfaceInverse}">
  <div style="flex:1">
    <div style="display:flex;align-items:center;gap:16px;font-size:40px;font-weight:800;letter-spacing:-.02em">${sized(logo, 64)}${site.brand}</div>
    <div style="margin-top:40px;font-size:64px;line-height:1.1;font-weight:800;letter-spacing:-.03em">${typeset(landing.hero.title)}</div>
    <div style="margin-top:28px;font-size:24px;white-space:nowrap;color:${colors.inkOnInverseMuted}">3D-Avatare · Größenempfehlung · Virtuelle Anprobe</div>
  </div>
  <div style="width:400px;flex-shrink:0">${renderToStaticMarkup(<HeroIllustration />)}</div>
</div></body></html>`;

const main = async (): Promise<void> => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(shareImage);
  writeFileSync(
    path.join(staticDir, "og-image.jpg"),
    await page.screenshot({ type: "jpeg", quality: 88 }),
  );
  // The logo of the JSON-LD Organization (src/ssr/structured-data.ts).
  const size = 512;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;background:${colors.white}">${sized(logo, size)}</body>`,
  );
  writeFileSync(path.join(staticDir, `icon-${size}.png`), await page.screenshot());
  await browser.close();
  console.log("static/og-image.jpg, static/icon-512.png");
};

void main();
