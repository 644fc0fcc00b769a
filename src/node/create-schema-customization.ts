import type { GatsbyNode } from "gatsby";

/*
 * Every type the site queries is declared here instead of inferred, so that a missing or
 * misspelt field in data/ is a build error and GraphiQL documents each field.
 */
export const typeDefs = `#graphql
  """Company and site facts from data/site.json: the one place brand, address and contact are written."""
  type Company implements Node @dontInfer {
    "Brand name shown in header, footer and titles"
    brand: String!
    "Legal name of the company, e.g. Passform GmbH"
    legalName: String!
    "Title of the landing page in search results"
    title: String!
    "Meta description of the landing page"
    description: String!
    "Public URL of the site without trailing slash; canonical URLs are built from it"
    siteUrl: String!
    "Login page of the platform, target of the Anmelden button"
    loginUrl: String!
    "Postal address (Impressum, privacy policy, footer)"
    address: CompanyAddress!
    "Ways to reach the company"
    contact: CompanyContact!
    "Managing director named in the Impressum"
    managingDirector: String!
    "Commercial register entry"
    register: CompanyRegister!
    "VAT identification number"
    vatId: String!
    "Town of the provider's seat, place of jurisdiction in the AGB"
    jurisdiction: String!
    "Fields that still hold sample values and must be replaced before going live"
    placeholders: [String!]!
  }

  """Postal address of the company."""
  type CompanyAddress @dontInfer {
    "Street and house number"
    street: String!
    "Five-digit German postal code"
    postalCode: String!
    "Town"
    city: String!
    "Country, in German"
    country: String!
  }

  """Contact addresses and phone number of the company."""
  type CompanyContact @dontInfer {
    "General contact address"
    email: String!
    "Address that demo requests are sent to"
    salesEmail: String!
    "Address for data protection requests"
    privacyEmail: String!
    "Phone number in E.164 form for tel: links"
    phone: String!
    "Phone number as shown to visitors"
    phoneDisplay: String!
  }

  """Commercial register entry of the company."""
  type CompanyRegister @dontInfer {
    "Register court"
    court: String!
    "Register number"
    number: String!
  }

  """Texts of the landing page sections from data/landing.json."""
  type Landing implements Node @dontInfer {
    "Header links to the landing page sections"
    navigation: [NavigationLink!]!
    "Label of the login button"
    loginLabel: String!
    "Label of the header button that leads to the demo section"
    demoLabel: String!
    "Texts of the hero at the top of the page"
    hero: LandingHero!
    "Texts of the features section (#features)"
    features: LandingSection!
    "Texts of the technology section (#technology)"
    technology: LandingSection!
    "Texts and labels of the pricing section (#pricing)"
    pricing: LandingPricing!
    "Texts of the demo call to action (#demo)"
    demo: LandingDemo!
    "Texts of the footer"
    footer: LandingFooter!
  }

  """A header link to a landing page section."""
  type NavigationLink @dontInfer {
    "Visible text"
    label: String!
    "Target, an anchor such as #pricing"
    href: String!
  }

  """Texts of the hero."""
  type LandingHero @dontInfer {
    "Small line above the headline"
    eyebrow: String!
    "The page's h1"
    title: String!
    "Paragraph below the headline"
    lead: String!
    "Label of the main button (leads to #demo)"
    primaryCta: String!
    "Label of the second button (leads to #pricing)"
    secondaryCta: String!
    "Heading above the hero's claims"
    claimsLabel: String!
  }

  """Opening texts of a landing page section."""
  type LandingSection @dontInfer {
    "Small line above the section title"
    eyebrow: String!
    "Section heading (h2)"
    title: String!
    "Paragraph below the heading"
    intro: String!
    "Heading above the section's claims, where it has them"
    claimsLabel: String
  }

  """Texts and labels of the pricing section."""
  type LandingPricing @dontInfer {
    "Small line above the section title"
    eyebrow: String!
    "Section heading (h2)"
    title: String!
    "Paragraph below the heading"
    intro: String!
    "Badge on the plan marked popular"
    popularLabel: String!
    "Shown instead of a price for plans without one"
    customPriceLabel: String!
    "Line below customPriceLabel"
    customPriceNote: String!
    "Note next to each price, e.g. zzgl. USt."
    vatNote: String!
    "The money-back guarantee, shown once for all plans"
    guarantee: String!
    "Note that the offer is for businesses only"
    businessNote: String!
  }

  """Texts of the demo call to action."""
  type LandingDemo @dontInfer {
    "Section heading (h2)"
    title: String!
    "Paragraph below the heading"
    text: String!
    "Label of the e-mail button"
    emailLabel: String!
    "Subject line the e-mail button fills in"
    emailSubject: String!
    "Text before the phone number"
    phoneLabel: String!
  }

  """Texts of the footer."""
  type LandingFooter @dontInfer {
    "One line about the company below the brand"
    tagline: String!
    "Heading of the legal links"
    legalLabel: String!
    "Slugs of the legal pages the footer links to, in this order"
    legalPages: [String!]!
  }

  """A pricing plan from data/pricing.json, in file order."""
  type Plan implements Node @dontInfer {
    "Plan name, unique"
    name: String!
    "One sentence on who the plan is for"
    description: String!
    "Monthly price in whole euros, net; absent for individually priced plans"
    price: Int
    "Billing period the price refers to, e.g. Monat; absent without a price"
    period: String
    "Line above the feature list, e.g. Alles aus White-Label, dazu:"
    featuresIntro: String
    "What the plan includes"
    features: [String!]!
    "Marks the plan that carries the popular badge"
    popular: Boolean!
    "Label of the plan's call-to-action button"
    cta: String!
    "Position in data/pricing.json, starting at 0"
    position: Int!
  }

  """A feature card from data/features.json, in file order."""
  type Feature implements Node @dontInfer {
    "Icon name, see src/illustrations/icon-names.ts"
    icon: String!
    "Card heading (h3)"
    title: String!
    "Card text"
    text: String!
    "Position in the file, starting at 0"
    position: Int!
  }

  """A technology topic from data/technology.json, in file order."""
  type TechnologyTopic implements Node @dontInfer {
    "Icon name, see src/illustrations/icon-names.ts"
    icon: String!
    "Topic heading (h3)"
    title: String!
    "Topic text"
    text: String!
    "Position in the file, starting at 0"
    position: Int!
  }

  """Where a claim is shown on the landing page."""
  enum ClaimPlacement {
    "In the hero, as a headline figure"
    hero
    "In the facts list of the features section"
    features
  }

  """A product claim from data/claims.json, e.g. bis zu 60 % weniger Retouren."""
  type Claim implements Node @dontInfer {
    "Text before the figure, e.g. bis zu"
    lead: String
    "The emphasised figure, e.g. 60 %"
    figure: String!
    "Text after the figure, e.g. weniger Retouren"
    label: String
    "Hero or features section"
    placement: ClaimPlacement!
    "Position in the file, starting at 0"
    position: Int!
  }

  """Contract figures from data/terms.json, stated by the AGB as {{terms.…}} placeholders."""
  type ContractTerms implements Node @dontInfer {
    "Availability promised per year, in per cent"
    availabilityPercent: Float!
    "Minimum term of a contract in months"
    minimumTermMonths: Int!
    "Months a contract is renewed by unless cancelled"
    renewalMonths: Int!
    "Notice period before the end of a term, in months"
    noticeMonths: Int!
    "Weeks in advance a price change is announced"
    priceChangeNoticeWeeks: Int!
    "Days within which an invoice is due"
    paymentTermDays: Int!
    "Days of the money-back guarantee from activation"
    moneyBackDays: Int!
  }

  """A legal page from data/legal/*.md."""
  type MarkdownRemark implements Node @dontInfer {
    "Title, address, date and description from the file's frontmatter"
    frontmatter: LegalFrontmatter!
    "The text as HTML with every {{placeholder}} filled from data/site.json and data/terms.json"
    body: String!
    "The text's sections (its ## headings) with their anchors, placeholders filled"
    sections: [LegalSection!]!
  }

  """A section of a legal page, for its table of contents."""
  type LegalSection @dontInfer {
    "Anchor of the heading, e.g. verfuegbarkeit"
    id: String!
    "Text of the heading"
    title: String!
  }

  """The outcome of checking data/: empty in a build (a problem stops it), shown by the preview."""
  type ContentCheck implements Node @dontInfer {
    "Every problem found in data/, in file order"
    problems: [ContentProblem!]!
  }

  """One problem in data/, as the build and the preview report it."""
  type ContentProblem @dontInfer {
    "File relative to the project, e.g. data/pricing.json"
    file: String!
    "Line in that file, where one can be named"
    line: Int
    "The entry, e.g. Plan 2 („White-Label“)"
    entry: String!
    "What in the entry, e.g. Feld „price“"
    field: String!
    "What was expected and what was found"
    message: String!
  }

  """Frontmatter of a legal page."""
  type LegalFrontmatter @dontInfer {
    "Page title and h1"
    title: String!
    "URL path of the page, e.g. /agb"
    slug: String!
    "Date of the text's last change, shown as Stand: Januar 2021"
    lastUpdated: Date! @dateformat
    "Meta description of the page"
    description: String!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
