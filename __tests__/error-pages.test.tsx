import type { JSX } from "react";
import { render, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { ErrorBoundary } from "../src/develop/error-boundary";
import { notFoundLogScript, notFoundMessage } from "../src/enhancements/not-found-log";
import NotFoundPage from "../src/pages/404";
import { layoutData } from "./support/fixtures";

describe("404 page", () => {
  it("says the page was not found, links home and logs the missing path from the address bar", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const notFound = {
      title: "Nicht da",
      text: "Die Adresse gibt es nicht.",
      cta: "Nach Hause",
      metaTitle: "Fehlt",
      description: "Diese Seite gibt es nicht.",
    };
    const props = {
      data: {
        ...layoutData,
        company: { ...layoutData.company, siteUrl: "https://x.example" },
        landing: { ...layoutData.landing, notFound },
      },
    } as unknown as PageProps<Queries.NotFoundPageQuery>;
    const { container } = render(<NotFoundPage {...props} />);

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(notFound.title);
    expect(screen.getByText(notFound.text)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: notFound.cta })).toHaveAttribute("href", "/");
    // The page carries its script; run it as the browser would on an unknown path.
    const script = container.querySelector("script");
    expect(script?.textContent).toBe(notFoundLogScript);
    window.history.pushState({}, "", "/gibt-es-nicht");
    new Function(script?.textContent ?? "")();
    expect(log).toHaveBeenCalledWith(notFoundMessage("/gibt-es-nicht"));
    expect(notFoundMessage("/gibt-es-nicht")).toBe(
      "404: Die Seite „/gibt-es-nicht“ wurde nicht gefunden.",
    );
    log.mockRestore();
  });
});

describe("ErrorBoundary", () => {
  const Broken = (): JSX.Element => {
    throw new Error("kaputt");
  };

  it("shows the error screen with a way home when a page throws", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Unexpected Application Error!",
    );
    expect(screen.getByText(/unerwarteter Fehler/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
    expect(log.mock.calls.some((call) => call.includes("Unexpected Application Error!"))).toBe(
      true,
    );
    log.mockRestore();
  });

  it("renders the page untouched when nothing throws", () => {
    render(
      <ErrorBoundary>
        <p>Alles gut</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Alles gut")).toBeInTheDocument();
    expect(screen.queryByText("Unexpected Application Error!")).not.toBeInTheDocument();
  });
});
