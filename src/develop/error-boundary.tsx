import { Component, type ErrorInfo, type ReactNode } from "react";
import { css } from "@emotion/react";
import { colors, fontSizes, fontWeights, lineHeights, space } from "../theme/theme";
import { primaryButton } from "../components/button-styles";

const ERROR_TITLE = "Unexpected Application Error!";

const screen = css({
  display: "grid",
  placeItems: "center",
  minHeight: "100vh",
  padding: space[5],
  textAlign: "center",
});

const title = css({
  margin: 0,
  fontSize: fontSizes[5],
  fontWeight: fontWeights.extrabold,
  lineHeight: lineHeights.tight,
});

const text = css({
  maxWidth: "32rem",
  margin: `${space[4]} auto ${space[6]}`,
  color: colors.inkMuted,
});

type State = { error: Error | null };

/**
 * Wraps every page (gatsby-browser and gatsby-ssr): if rendering throws, visitors get an
 * explanation and a way back instead of a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(ERROR_TITLE, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <main css={screen}>
        <div>
          <h1 css={title}>{ERROR_TITLE}</h1>
          <p css={text}>
            Beim Anzeigen dieser Seite ist ein unerwarteter Fehler aufgetreten. Bitte laden Sie die
            Seite neu oder versuchen Sie es später noch einmal.
          </p>
          {/* A plain link, not Gatsby's Link: a full reload leaves the broken state behind. */}
          <a href="/" css={primaryButton}>
            Zur Startseite
          </a>
        </div>
      </main>
    );
  }
}
