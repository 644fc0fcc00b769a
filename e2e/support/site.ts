import { readFileSync } from "node:fs";
import path from "node:path";
import { typeset } from "../../src/lib/typeset";

/** Routes and content the suite checks, read from data/ so the suite follows the editors. */
export const realRoutes = ["/", "/datenschutz", "/agb", "/impressum"] as const;
export const unknownRoutes = ["/gibt-es-nicht", "/a/b/c"] as const;
export const allRoutes = [...realRoutes, ...unknownRoutes] as const;

export const widths = [375, 768, 1440] as const;

const readData = <T>(file: string): T =>
  JSON.parse(readFileSync(path.resolve(__dirname, "../../data", file), "utf8")) as T;

export const pricing = readData<{
  plans: { name: string; price?: number; cta: string; features: string[] }[];
}>("pricing.json");

export const claims = readData<{ claims: { lead?: string; figure: string; label?: string }[] }>(
  "claims.json",
).claims;

const NBSP = "\u00a0";

export const claimText = (claim: { lead?: string; figure: string; label?: string }): string =>
  typeset([claim.lead, claim.figure, claim.label].filter(Boolean).join(" "));

export const priceText = (price: number): string => `${price.toLocaleString("de-DE")}${NBSP}€`;
