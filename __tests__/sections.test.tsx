import { render, screen, within } from "@testing-library/react";
import { ClaimNotes } from "../src/sections/claim-notes";
import { DemoCta } from "../src/sections/demo-cta";
import { Features } from "../src/sections/features";
import { Hero } from "../src/sections/hero";
import { Pricing } from "../src/sections/pricing";
import { Technology } from "../src/sections/technology";
import { legalReferencePages, plans, pricingLabels } from "./support/fixtures";

const NBSP = "\u00a0";

describe("Hero", () => {
  beforeEach(() => {
    render(
      <Hero
        eyebrow="Ein Scan, viele Shops"
        title="Mode, die passt"
        lead="Ein Avatar für alle Shops."
        primaryCta="Demo buchen"
        secondaryCta="Preise ansehen"
        claimsLabel="Ergebnisse"
        claims={[
          { lead: "bis zu", figure: `60${NBSP}%`, label: "weniger Retouren", position: 0 },
          { lead: null, figure: `25${NBSP}%`, label: "höhere Conversion", position: 1 },
        ]}
      />,
    );
  });

  it("is the page's only h1 with the value proposition", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Mode, die passt");
    expect(screen.getByText("Ein Scan, viele Shops")).toBeInTheDocument();
  });

  it("leads to the demo and to the prices", () => {
    expect(screen.getByRole("link", { name: "Demo buchen" })).toHaveAttribute("href", "#demo");
    expect(screen.getByRole("link", { name: "Preise ansehen" })).toHaveAttribute(
      "href",
      "#pricing",
    );
  });

  it("lists each claim as one phrase with the number of its note, the item as its note's way back", () => {
    const heading = screen.getByRole("heading", { level: 2, name: "Ergebnisse" });
    const items = within(heading.nextElementSibling as HTMLElement).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      `bis zu 60${NBSP}% weniger Retouren1`,
      `25${NBSP}% höhere Conversion2`,
    ]);
    const reference = within(items[1] as HTMLElement).getByRole("link", { name: "2" });
    expect(reference).toHaveAttribute("href", "#kennzahl-grundlage-2");
    // The note leads back to the whole claim, figure included, not to the number after it.
    expect(items.map((item) => item.id)).toEqual(["kennzahl-1", "kennzahl-2"]);
    expect(reference).not.toHaveAttribute("id");
    expect(reference).toHaveAttribute("aria-describedby", "kennzahlen-grundlagen");
  });
});

describe("Features", () => {
  it("renders a card per feature and the claims list", () => {
    render(
      <Features
        eyebrow="Features"
        title="Weniger Retouren"
        intro="Alles in einer Lösung."
        claimsLabel="In Zahlen"
        features={[
          { icon: "scan", title: "Ein Scan", text: "Einmal scannen." },
          { icon: "size", title: "Größe", text: "Passt." },
          { icon: "tryOn", title: "Anprobe", text: "In 3D." },
        ]}
        claims={[
          { lead: "Scan in unter", figure: "50 Sekunden", label: null, position: 4 },
          { lead: null, figure: "DSGVO-konform", label: null, position: 8 },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: "Weniger Retouren" });
    expect(section).toHaveAttribute("id", "features");
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Ein Scan", "Größe", "Anprobe", "In Zahlen"]);
    const claimsHeading = within(section).getByRole("heading", { level: 3, name: "In Zahlen" });
    const claims = within(claimsHeading.nextElementSibling as HTMLElement).getAllByRole("listitem");
    expect(claims.map((claim) => claim.textContent)).toEqual([
      "Scan in unter 50 Sekunden5",
      "DSGVO-konform9",
    ]);
    expect(claims.map((claim) => claim.id)).toEqual(["kennzahl-5", "kennzahl-9"]);
  });

  it("stops on an icon name that does not exist instead of showing an empty tile", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() =>
      render(
        <Features
          eyebrow="F"
          title="T"
          intro="I"
          claimsLabel="C"
          // An icon name the build would have rejected, to see the section refuse it too.
          features={[{ icon: "scna" as Queries.IconName, title: "Ein Scan", text: "x" }]}
          claims={[]}
        />,
      ),
    ).toThrow('Unknown icon "scna"');
  });
});

describe("Technology", () => {
  it("renders every topic under the technology anchor", () => {
    render(
      <Technology
        eyebrow="Technologie"
        title="Vom Foto zur Passform"
        intro="So funktioniert es."
        topics={[
          { icon: "reconstruction", title: "3D-Rekonstruktion", text: "Aus Fotos." },
          { icon: "api", title: "API und SDK", text: "Für Entwickler." },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: "Vom Foto zur Passform" });
    expect(section).toHaveAttribute("id", "technology");
    expect(within(section).getByRole("heading", { name: "API und SDK" })).toBeInTheDocument();
  });
});

describe("Pricing", () => {
  beforeEach(() => {
    render(
      <Pricing
        eyebrow="Preise"
        title="Ein Plan für jede Shopgröße"
        intro="Pro Monat."
        terms="Mindestlaufzeit 12 Monate. Es gelten unsere AGB."
        guaranteeTitle="30-Tage-Geld-zurück-Garantie"
        guarantee="Ohne Angabe von Gründen zurücktreten."
        businessNote="Nur für Unternehmen."
        popularBasis="Meistgebuchter Tarif 2020."
        plans={plans}
        legalPages={legalReferencePages}
        {...pricingLabels}
      />,
    );
  });

  const card = (name: string): HTMLElement =>
    screen.getByRole("heading", { level: 3, name }).closest("li") as HTMLElement;

  it("shows one card per plan in data order", () => {
    const section = screen.getByRole("region", { name: "Ein Plan für jede Shopgröße" });
    expect(section).toHaveAttribute("id", "pricing");
    const list = within(section).getAllByRole("list")[0] as HTMLElement;
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Basis", "Profi", "Konzern"]);
  });

  it("formats prices with a no-break space and names the period and VAT", () => {
    // jest-dom's toHaveTextContent turns no-break spaces into spaces, so compare raw text.
    expect(card("Basis").textContent).toContain(`299${NBSP}€`);
    expect(card("Profi").textContent).toContain(`1.299${NBSP}€`);
    expect(within(card("Basis")).getByText("zzgl. USt.")).toBeInTheDocument();
    expect(card("Basis")).toHaveTextContent("pro Monat");
  });

  it("shows Individuell instead of a price where the plan has none", () => {
    expect(within(card("Konzern")).getByText("Individuell")).toBeInTheDocument();
    expect(card("Konzern")).not.toHaveTextContent("€");
    expect(within(card("Konzern")).getByText("Alles aus Profi, dazu:")).toBeInTheDocument();
  });

  it("puts the popular badge on the popular plan only, with a note saying what it rests on", () => {
    expect(screen.getAllByText("Am beliebtesten")).toHaveLength(1);
    expect(within(card("Profi")).getByText("Am beliebtesten")).toBeInTheDocument();
    const reference = within(card("Profi")).getByRole("link", {
      name: "Grundlage: Am beliebtesten",
    });
    const note = document.getElementById(
      (reference.getAttribute("href") ?? "").slice(1),
    ) as HTMLElement;
    expect(note).toHaveTextContent("„Am beliebtesten“: Meistgebuchter Tarif 2020.");
  });

  it("sends every call to action to the demo section", () => {
    const ctas = screen.getAllByRole("link", { name: /^(Demo buchen|Kontakt aufnehmen): / });
    expect(ctas).toHaveLength(3);
    for (const cta of ctas) expect(cta).toHaveAttribute("href", "#demo");
  });

  it("lists each plan's features", () => {
    expect(
      within(card("Basis"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Größenempfehlungen", "E-Mail-Support"]);
  });

  it("states the contract terms right under the prices and the guarantee once for all plans", () => {
    const list = screen.getByRole("heading", { level: 3, name: "Basis" }).closest("ul");
    expect(list?.nextElementSibling).toHaveTextContent(
      "Mindestlaufzeit 12 Monate. Es gelten unsere AGB.",
    );
    expect(
      within(list?.nextElementSibling as HTMLElement).getByRole("link", { name: "AGB" }),
    ).toHaveAttribute("href", "/agb");
    expect(
      screen.getByRole("heading", { level: 3, name: "30-Tage-Geld-zurück-Garantie" }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Geld-zurück-Garantie/)).toHaveLength(1);
    expect(screen.getByText("Ohne Angabe von Gründen zurücktreten.")).toBeInTheDocument();
    expect(screen.getByText("Nur für Unternehmen.")).toBeInTheDocument();
  });
});

describe("ClaimNotes", () => {
  it("numbers each note as its claim refers to it and leads back to the claim", () => {
    render(
      <ClaimNotes
        title="Grundlagen der Kennzahlen"
        claims={[
          { position: 0, basis: "Höchstwert aus 18 Shops, 2020." },
          {
            position: 1,
            basis: `Durchschnitt aus 18 Shops, 2020. Einzelheiten: Datenschutzerklärung, Abschnitt${NBSP}5.`,
          },
        ]}
        legalPages={legalReferencePages}
      />,
    );
    const section = screen.getByRole("region", { name: "Grundlagen der Kennzahlen" });
    const notes = within(section).getAllByRole("listitem");
    expect(notes.map((note) => [note.id, note.getAttribute("value")])).toEqual([
      ["kennzahl-grundlage-1", "1"],
      ["kennzahl-grundlage-2", "2"],
    ]);
    expect(notes[1]).toHaveTextContent("Durchschnitt aus 18 Shops, 2020.");
    expect(
      within(notes[1] as HTMLElement).getByRole("link", {
        name: `Datenschutzerklärung, Abschnitt${NBSP}5`,
      }),
    ).toHaveAttribute("href", "/datenschutz#plattform");
    expect(
      within(notes[1] as HTMLElement).getByRole("link", { name: "Zurück zur Kennzahl 2" }),
    ).toHaveAttribute("href", "#kennzahl-2");
  });
});

describe("DemoCta", () => {
  const form = {
    title: "Ihre Anfrage",
    required: "Pflichtfeld",
    name: "Ihr Name",
    company: "Unternehmen",
    email: "Geschäftliche E-Mail",
    shopUrl: "Shop-Adresse",
    shopUrlHint: "Mit https://",
    shopSystem: "Shopsystem",
    shopSystems: ["Shopify", "Anderes"],
    plan: "Tarif",
    noChoice: "Keine Angabe",
    message: "Nachricht",
    submit: "Demo anfragen",
    privacy: "Nur für Ihre Anfrage.",
    privacyLink: "Datenschutz",
    securityLink: "Sicherheit",
  };

  const renderDemo = () =>
    render(
      <DemoCta
        title="Sehen Sie Passform in Ihrem Shop"
        text="In einer Demo."
        emailLabel="Demo per E-Mail anfragen"
        emailSubject="Demo-Anfrage"
        phoneLabel="Oder rufen Sie an:"
        form={form}
        plans={["Basic", "Pro"]}
        salesEmail="vertrieb@example.org"
        phone="+4930000"
        phoneDisplay="030 000"
      />,
    );

  it("offers e-mail with a subject and a phone link", () => {
    renderDemo();
    expect(
      screen.getByRole("region", { name: "Sehen Sie Passform in Ihrem Shop" }),
    ).toHaveAttribute("id", "demo");
    expect(screen.getByRole("link", { name: "Demo per E-Mail anfragen" })).toHaveAttribute(
      "href",
      "mailto:vertrieb@example.org?subject=Demo-Anfrage",
    );
    expect(screen.getByRole("link", { name: `030${NBSP}000` })).toHaveAttribute(
      "href",
      "tel:+4930000",
    );
  });

  it("has a form named by its heading, each field labelled, the required ones in words", () => {
    renderDemo();
    const request = screen.getByRole("form", { name: "Ihre Anfrage" });
    const field = (name: string) => within(request).getByLabelText(name, { exact: true });
    for (const name of ["Ihr Name", "Unternehmen", "Geschäftliche E-Mail"]) {
      expect(field(`${name} (Pflichtfeld)`)).toBeRequired();
    }
    for (const name of ["Shop-Adresse", "Shopsystem", "Tarif", "Nachricht"]) {
      expect(field(name)).not.toBeRequired();
    }
    expect(field("Shop-Adresse")).toHaveAccessibleDescription("Mit https://");
    expect(
      within(field("Tarif"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Keine Angabe", "Basic", "Pro"]);
    expect(within(request).getByRole("button", { name: "Demo anfragen" })).toHaveAttribute(
      "type",
      "submit",
    );
    expect(within(request).getByRole("link", { name: "Datenschutz" })).toHaveAttribute(
      "href",
      "/datenschutz#demo-anfrage-ueber-das-formular",
    );
    expect(within(request).getByRole("link", { name: "Sicherheit" })).toHaveAttribute(
      "href",
      "/sicherheit",
    );
    // The honeypot is in the page but in no one's way: not in the accessibility tree.
    expect(within(request).queryByRole("textbox", { name: /leer lassen/ })).toBeNull();
    expect(request.querySelector('[hidden] input[name="firma-website"]')).not.toBeNull();
  });
});
