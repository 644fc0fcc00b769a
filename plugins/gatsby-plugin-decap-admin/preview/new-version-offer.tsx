import type { JSX } from "react";
import { css } from "@emotion/react";
import { primaryButton } from "../../../src/components/button-styles";
import { space } from "../../../src/theme/theme";
import { PaneNote } from "./pane-note";

/**
 * Beside the refusal of an edit to a version that counts (counting-versions.ts), in the preview
 * pane: the action the refusal asks for, done for the editor. The button takes the edit into a
 * new version of the text and leaves this one as it is on disk (browser/new-version-offer.ts).
 */

/** The attribute the pane's click handler knows the button by. */
export const NEW_VERSION_ACTION = "data-new-version";

/** The button's words. */
export const NEW_VERSION_BUTTON = "Änderung in eine neue Fassung übernehmen";

const button = css(primaryButton, { marginTop: space[3], cursor: "pointer" });

export const NewVersionOffer = ({ shown }: { shown: boolean }): JSX.Element | null =>
  shown ? (
    <PaneNote label="Neue Fassung">
      <p>
        Das geht auch in einem Schritt: Diese Fassung bleibt, wie sie gespeichert ist, und eine neue
        Fassung beginnt mit Ihrer Änderung – ungeprüft, mit dem Stand von heute und einem
        vorgeschlagenen ersten Tag.
      </p>
      <button type="button" css={button} {...{ [NEW_VERSION_ACTION]: "" }}>
        {NEW_VERSION_BUTTON}
      </button>
    </PaneNote>
  ) : null;
