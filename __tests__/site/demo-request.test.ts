/**
 * The demo request as Netlify Forms finds it at deploy time: the built HTML of the landing page
 * (Netlify scans the final HTML, not the code), the thank-you page the form posts to, and the
 * rules Netlify applies before the form handling, none of which may take the POST.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { builtPage, hasBuild, publicDir, textOf, visibleText } from "./built-site";
import { htmlFileFor } from "../../tools/pipeline/built-files";
import { data, shown, siteRoot, thankYouRoute } from "../support/site-content";

beforeAll(() => {
  if (!hasBuild()) throw new Error("public/ has no build: run `npm run build` first");
});

/**
 * The names sales reads in Netlify's list, its CSV export and the notification e-mail
 * (CONTENT.md, „Demo-Anfragen“), in the form's order: written out here, so that renaming one in
 * the code fails until sales and the documentation agree.
 */
const SALES_FIELDS = [
  "name",
  "unternehmen",
  "email",
  "shop-adresse",
  "shopsystem",
  "tarif",
  "nachricht",
];
const REQUIRED = ["name", "unternehmen", "email"];
const HONEYPOT = "firma-website";

const form = (): HTMLFormElement => {
  const forms = builtPage("/").querySelectorAll("form");
  expect(forms).toHaveLength(1);
  return forms[0] as HTMLFormElement;
};

describe("the demo request form in the built landing page", () => {
  it("is a Netlify form in #demo that posts to the thank-you page's exact address", () => {
    const demo = form();
    expect(demo.closest("section")?.id).toBe("demo");
    expect({
      name: demo.getAttribute("name"),
      method: demo.getAttribute("method"),
      action: demo.getAttribute("action"),
      netlify: demo.getAttribute("data-netlify"),
      honeypot: demo.getAttribute("netlify-honeypot"),
    }).toEqual({
      name: "demo",
      method: "POST",
      action: thankYouRoute,
      netlify: "true",
      honeypot: HONEYPOT,
    });
    // Slash-free and extensionless: a redirect to add the slash would drop the POST's body.
    expect(thankYouRoute).toMatch(/^\/[a-z-]+$/);
  });

  it("carries its hidden form-name, the honeypot out of sight, and the fields sales expects", () => {
    const demo = form();
    const named = [...demo.querySelectorAll("[name]")].map((control) =>
      control.getAttribute("name"),
    );
    expect(named).toEqual(["form-name", HONEYPOT, ...SALES_FIELDS]);
    const formName = demo.querySelector('input[name="form-name"]');
    expect([formName?.getAttribute("type"), formName?.getAttribute("value")]).toEqual([
      "hidden",
      "demo",
    ]);
    const honeypot = demo.querySelector(`[name="${HONEYPOT}"]`);
    expect(honeypot?.closest("[hidden]")).not.toBeNull();
    expect(honeypot?.hasAttribute("required")).toBe(false);
  });

  it("labels every field visibly, marks the required ones in words, and lets the browser check each", () => {
    const demo = form();
    const copy = data.landing.demo.form;
    for (const name of SALES_FIELDS) {
      const control = demo.querySelector(`[name="${name}"]`) as HTMLElement;
      const label = demo.querySelector(`label[for="${control.id}"]`);
      const required = REQUIRED.includes(name);
      expect([name, control.hasAttribute("required")]).toEqual([name, required]);
      expect([name, textOf(label as Element).includes(`(${shown(copy.required)})`)]).toEqual([
        name,
        required,
      ]);
      expect([name, control.getAttribute("autocomplete")]).toEqual([name, expect.any(String)]);
      if (control.tagName !== "SELECT") {
        expect([name, Number(control.getAttribute("maxlength"))]).toEqual([
          name,
          expect.any(Number),
        ]);
        expect(Number(control.getAttribute("maxlength"))).toBeGreaterThan(0);
      }
    }
    const typeOf = (name: string) => demo.querySelector(`[name="${name}"]`)?.getAttribute("type");
    expect([typeOf("email"), typeOf("shop-adresse")]).toEqual(["email", "url"]);
    expect(demo.querySelector('[name="email"]')?.getAttribute("autocomplete")).toBe("work email");
  });

  it("offers the plans of data/pricing.json and the shop systems of data/landing.json", () => {
    const options = (name: string) =>
      [...form().querySelectorAll(`select[name="${name}"] option`)].map((option) => ({
        text: option.textContent,
        value: option.getAttribute("value") ?? option.textContent,
      }));
    const empty = { text: shown(data.landing.demo.form.noChoice), value: "" };
    const chosen = (values: string[]) => values.map(shown).map((text) => ({ text, value: text }));
    expect(options("tarif")).toEqual([empty, ...chosen(data.pricing.plans.map((p) => p.name))]);
    expect(options("shopsystem")).toEqual([empty, ...chosen(data.landing.demo.form.shopSystems)]);
  });

  it("keeps the e-mail and phone beside it, and links the privacy notice under it", () => {
    const demo = form();
    const section = demo.closest("section") as Element;
    expect(section.querySelector('a[href^="mailto:"]')).not.toBeNull();
    expect(section.querySelector('a[href^="tel:"]')).not.toBeNull();
    const links = [...demo.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/datenschutz#demo-anfrage-ueber-das-formular", "/sicherheit"]);
    expect(visibleText(builtPage("/"))).toContain(shown(data.landing.demo.form.privacy));
  });
});

describe("the thank-you page", () => {
  const page = () => builtPage(thankYouRoute);
  const copy = data.landing.thanks;

  it("is built at the form's address, kept from search engines and out of the sitemap", () => {
    expect(existsSync(path.join(publicDir, htmlFileFor(thankYouRoute)))).toBe(true);
    expect(page().querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    const sitemap = readFileSync(path.join(publicDir, "sitemap.xml"), "utf8");
    expect(sitemap).not.toContain(`${thankYouRoute}<`);
  });

  it("says when sales answers and how else to reach them, in the words of data/, and links home", () => {
    const text = visibleText(page());
    expect(page().querySelector("h1")?.textContent).toBe(shown(copy.title));
    expect(text).toContain(shown(copy.text));
    const { salesEmail, phone } = data.site.contact;
    expect(page().querySelector(`main a[href="mailto:${salesEmail}"]`)).not.toBeNull();
    expect(page().querySelector(`main a[href="tel:${phone}"]`)).not.toBeNull();
    expect(page().querySelector('main a[href="/"]')?.textContent).toBe(shown(copy.cta));
  });
});

/** A rule's `from` as Netlify matches it: a splat takes the rest, a :placeholder one segment. */
const matcher = (from: string): RegExp =>
  new RegExp(
    `^${from
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, ".*")
      .replace(/:[a-z]+/gi, "[^/]+")}/?$`,
  );

describe("the redirects Netlify applies before its form handling", () => {
  const rules = (): string[] => {
    const redirects = readFileSync(path.join(publicDir, "_redirects"), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#"))
      .map((line) => line.split(/\s+/)[0] as string);
    const toml = readFileSync(path.join(siteRoot, "netlify.toml"), "utf8");
    const fromToml = [...toml.matchAll(/^\s*from\s*=\s*"([^"]+)"/gm)].map((m) => m[1] as string);
    return [...redirects, ...fromToml];
  };

  it("are read from public/_redirects and netlify.toml", () => {
    expect(rules().length).toBeGreaterThan(0);
    expect(matcher("/agbs").test("/agbs")).toBe(true);
    expect(matcher("/*").test("/danke")).toBe(true);
  });

  it("have no catch-all and no rule for the thank-you page or the landing page", () => {
    const swallowing = rules().filter(
      (from) =>
        matcher(from).test("/anything/at/all") ||
        matcher(from).test(thankYouRoute) ||
        matcher(from).test("/"),
    );
    expect(swallowing).toEqual([]);
  });
});
