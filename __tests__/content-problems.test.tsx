import { render, screen, within } from "@testing-library/react";
import { ContentGate } from "../src/develop/content-problems";

const problem = {
  file: "data/pricing.json",
  line: 14,
  entry: "Tarif 2 („White-Label“)",
  field: "Feld „price“",
  message: 'erwartet eine ganze Zahl; gefunden: "349 €"',
};

describe("the preview's content gate", () => {
  it("shows the page while data/ has no problem", () => {
    render(
      <ContentGate data={{ contentCheck: { problems: [], sampleValues: [] } }}>
        <h1>Die Seite</h1>
      </ContentGate>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Die Seite");
  });

  it("shows each problem with file, line, entry, field and message instead of the page", () => {
    render(
      <ContentGate
        data={{
          contentCheck: { problems: [problem, { ...problem, line: null }], sampleValues: [] },
        }}
      >
        <h1>Die Seite</h1>
      </ContentGate>,
    );
    expect(screen.queryByText("Die Seite")).not.toBeInTheDocument();
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("heading", { level: 1 })).toHaveTextContent("2 Fehler");
    const items = within(alert).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent(
      'data/pricing.json:14Tarif 2 („White-Label“) › Feld „price“: erwartet eine ganze Zahl; gefunden: "349 €"',
    );
    expect(items[1]).toHaveTextContent(/^data\/pricing\.jsonTarif 2/);
  });

  it("shows the page when a query has no content check (a page without the fragment)", () => {
    render(
      <ContentGate data={undefined}>
        <p>Inhalt</p>
      </ContentGate>,
    );
    expect(screen.getByText("Inhalt")).toBeInTheDocument();
  });
});
