import { render, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import { ErrorBoundary } from "../src/components/error-boundary";
import NotFoundPage from "../src/pages/404";
import { layoutData } from "./support/fixtures";

describe("404 page", () => {
  it("says the page was not found, links home and logs the missing path", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const props = {
      data: { ...layoutData, company: { ...layoutData.company, siteUrl: "https://x.example" } },
      location: { pathname: "/gibt-es-nicht" },
    } as unknown as PageProps<Queries.NotFoundPageQuery>;
    render(<NotFoundPage {...props} />);

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Oops! Die Seite wurde nicht gefunden",
    );
    expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain("/gibt-es-nicht");
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
