/**
 * The demo request form's contract with Netlify Forms and with sales: the form's name, where it
 * posts (the thank-you page, src/pages/danke.tsx, at its exact slash-free address), the
 * honeypot's name and the field names, which are the columns of Netlify's CSV export and the
 * lines of the notification e-mail (CONTENT.md, „Demo-Anfragen“). A renamed field vanishes from
 * Netlify's list of submissions, so these names change only together with sales.
 */
export const demoRequest = {
  formName: "demo",
  action: "/danke",
  /** Filled only by bots: Netlify quietly drops a submission that has it */
  honeypot: "firma-website",
  fields: {
    name: "name",
    company: "unternehmen",
    /** Named `email`, so Netlify's notification answers to it (Reply-To) */
    email: "email",
    shopUrl: "shop-adresse",
    shopSystem: "shopsystem",
    plan: "tarif",
    message: "nachricht",
  },
} as const;

/** Where the form's notice leads: the policy's section on the form, and the security page. */
export const demoPrivacyLinks = {
  policy: "/datenschutz#demo-anfrage-ueber-das-formular",
  security: "/sicherheit",
} as const;
