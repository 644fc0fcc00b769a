import { fireEvent, render, screen, within } from "@testing-library/react";
import { Layout } from "../src/components/layout";
import { phoneMenuScript } from "../src/enhancements/phone-menu";
import { layoutData } from "./support/fixtures";

const renderLayout = (onLandingPage: boolean): void => {
  render(
    <Layout data={layoutData} onLandingPage={onLandingPage}>
      <h1>Inhalt der Seite</h1>
    </Layout>,
  );
};

describe("Layout", () => {
  it("starts with a skip link to the main landmark", () => {
    renderLayout(true);
    const skip = screen.getAllByRole("link")[0];
    expect(skip).toHaveTextContent("Zum Inhalt springen");
    const main = screen.getByRole("main");
    expect(skip).toHaveAttribute("href", `#${main.id}`);
    expect(main).toContainElement(screen.getByRole("heading", { name: "Inhalt der Seite" }));
  });

  it("links the sections as anchors on the landing page", () => {
    renderLayout(true);
    // jsdom applies emotion's display:none to the desktop list, so the phone menu is what it sees.
    const menu = screen.getByRole("navigation", { name: "Menü" });
    const links = within(menu).getAllByRole("link").slice(0, 3);
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Features", "#features"],
      ["Technologie", "#technology"],
      ["Preise", "#pricing"],
    ]);
  });

  it("leads back to the landing page sections from other pages", () => {
    renderLayout(false);
    const menu = screen.getByRole("navigation", { name: "Menü" });
    expect(within(menu).getByRole("link", { name: "Preise" })).toHaveAttribute("href", "/#pricing");
    for (const demo of screen.getAllByRole("link", { name: "Demo buchen" })) {
      expect(demo).toHaveAttribute("href", "/#demo");
    }
  });

  it("sends Anmelden to the platform's login", () => {
    renderLayout(true);
    for (const login of screen.getAllByRole("link", { name: "Anmelden" })) {
      expect(login).toHaveAttribute("href", "https://app.example/anmelden");
    }
  });

  describe("with the phone menu's script (src/enhancements/phone-menu.ts)", () => {
    // The script as the built page runs it: once, listening on the document.
    beforeAll(() => new Function(phoneMenuScript)());

    const openMenu = (): { summary: HTMLElement; details: HTMLDetailsElement } => {
      renderLayout(true);
      const summary = screen.getByText("Menü");
      const details = summary.closest("details") as HTMLDetailsElement;
      details.open = true;
      return { summary, details };
    };

    it("closes the phone menu when a link in it is chosen", () => {
      const { details } = openMenu();
      fireEvent.click(within(details).getByRole("link", { name: "Preise" }));
      expect(details.open).toBe(false);
    });

    it("leaves it open when something else in it is clicked", () => {
      const { details } = openMenu();
      fireEvent.click(within(details).getByRole("navigation", { name: "Menü" }));
      expect(details.open).toBe(true);
    });

    it("closes the phone menu on Escape and returns focus to its button", () => {
      const { summary, details } = openMenu();
      fireEvent.keyDown(within(details).getByRole("link", { name: "Preise" }), { key: "Escape" });
      expect(details.open).toBe(false);
      expect(summary).toHaveFocus();
    });

    it("ignores other keys", () => {
      const { details } = openMenu();
      fireEvent.keyDown(document.body, { key: "Enter" });
      expect(details.open).toBe(true);
    });
  });

  it("links the legal pages the footer names, in that order, and shows the company's address", () => {
    renderLayout(true);
    const legal = screen.getByRole("navigation", { name: "Rechtliches" });
    expect(
      within(legal)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/impressum", "/datenschutz", "/agb"]);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent("Musterstraße 1");
    expect(footer).toHaveTextContent("10115 Berlin");
    expect(within(footer).getByRole("link", { name: "kontakt@example.org" })).toHaveAttribute(
      "href",
      "mailto:kontakt@example.org",
    );
  });
});
