import { data, shown } from "./site";

/**
 * A visitor's demo request, for the specs that send it with JavaScript off (demo-request.spec.ts
 * in Chromium, firefox-demo-request.spec.ts in Firefox): what they type and choose, by the
 * field's label as data/ writes it, and what the POST must carry, by the names sales reads.
 */

const copy = data.landing.demo.form;

/** A required field's label as the page shows it: „Ihr Name (Pflichtfeld)“. */
const requiredLabel = (label: string): string => `${shown(label)} (${shown(copy.required)})`;

const plan = data.pricing.plans.at(-1)?.name ?? "";
const shopSystem = copy.shopSystems[0] ?? "";

/** The text fields, by label, with what the visitor types. */
export const typed = [
  { label: requiredLabel(copy.name), name: "name", value: "Erika Muster" },
  { label: requiredLabel(copy.company), name: "unternehmen", value: "Muster Mode GmbH" },
  { label: requiredLabel(copy.email), name: "email", value: "erika.muster@muster-mode.example" },
  { label: shown(copy.shopUrl), name: "shop-adresse", value: "https://www.muster-mode.example" },
  {
    label: shown(copy.message),
    name: "nachricht",
    value: "Wir verkaufen Damenmode in 40 Größen und möchten die Anprobe testen.",
  },
] as const;

/** The choices, by label, with the option the visitor picks. */
export const chosen = [
  { label: shown(copy.shopSystem), name: "shopsystem", value: shown(shopSystem) },
  { label: shown(copy.plan), name: "tarif", value: shown(plan) },
] as const;

/** Every name and value the POST carries: form-name first, the honeypot empty. */
export const expectedPost: Record<string, string> = {
  "form-name": "demo",
  "firma-website": "",
  ...Object.fromEntries([...typed, ...chosen].map((field) => [field.name, field.value])),
};

/** An address the browser refuses as an e-mail address (no @). */
export const invalidEmail = "erika.muster";

export const emailLabel = requiredLabel(copy.email);
export const submitLabel = shown(copy.submit);
export const formTitle = shown(copy.title);
export const thanksTitle = shown(data.landing.thanks.title);
