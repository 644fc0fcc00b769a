import type { PricingPlan } from "../../src/sections/pricing-plan-card";

export const plans: PricingPlan[] = [
  {
    name: "Basis",
    description: "Zum Einstieg.",
    price: 299,
    period: "Monat",
    featuresIntro: null,
    features: ["Größenempfehlungen", "E-Mail-Support"],
    popular: false,
    cta: "Demo buchen",
  },
  {
    name: "Profi",
    description: "Für Wachstum.",
    price: 1299,
    period: "Monat",
    featuresIntro: null,
    features: ["Virtuelle Anprobe"],
    popular: true,
    cta: "Demo buchen",
  },
  {
    name: "Konzern",
    description: "Für Gruppen.",
    price: null,
    period: null,
    featuresIntro: "Alles aus Profi, dazu:",
    features: ["On-Premise-Bereitstellung"],
    popular: false,
    cta: "Kontakt aufnehmen",
  },
];

export const pricingLabels = {
  popularLabel: "Am beliebtesten",
  customPriceLabel: "Individuell",
  customPriceNote: "Preis auf Anfrage",
  vatNote: "zzgl. USt.",
};

export const layoutData: Queries.LayoutDataFragment = {
  company: {
    brand: "Passform",
    loginUrl: "https://app.example/anmelden",
    legalName: "Passform GmbH",
    address: { street: "Musterstraße 1", postalCode: "10115", city: "Berlin" },
    contact: { email: "kontakt@example.org", phone: "+4930000", phoneDisplay: "030 000" },
  },
  landing: {
    navigation: [
      { label: "Features", href: "#features" },
      { label: "Technologie", href: "#technology" },
      { label: "Preise", href: "#pricing" },
    ],
    loginLabel: "Anmelden",
    demoLabel: "Demo buchen",
    footer: {
      tagline: "3D-Avatare für Modeshops.",
      legalLabel: "Rechtliches",
      legalPages: ["/impressum", "/datenschutz", "/agb"],
    },
  },
  legalPages: {
    nodes: [
      { inForce: true, frontmatter: { title: "AGB", slug: "/agb" } },
      { inForce: true, frontmatter: { title: "Datenschutzerklärung", slug: "/datenschutz" } },
      { inForce: true, frontmatter: { title: "Impressum", slug: "/impressum" } },
      { inForce: true, frontmatter: { title: "Barrierefreiheit", slug: "/barrierefreiheit" } },
    ],
  },
  contentCheck: { problems: [], sampleValues: [] },
};

/** Legal texts as the notes of the landing page link them. */
export const legalReferencePages = [
  {
    inForce: true,
    frontmatter: { title: "Allgemeine Geschäftsbedingungen", slug: "/agb" },
    sections: [{ id: "geltungsbereich", title: "§\u00a01 Geltungsbereich" }],
  },
  {
    inForce: true,
    frontmatter: { title: "Datenschutzerklärung", slug: "/datenschutz" },
    sections: [
      { id: "verantwortlicher", title: "1. Verantwortlicher" },
      { id: "plattform", title: "5. Die Plattform" },
    ],
  },
];
