import type { JSX } from "react";
import { PaneNote } from "./pane-note";

/**
 * Above the page in the preview pane, beside the check's verdict: the list entries the editor
 * added and has not filled yet (browser/unfilled-entries.ts). They are not a problem while being
 * filled; the note says what happens to them, so nothing surprises at the save.
 */

export type Pending = {
  /** „Leistung 7“ */
  entry: string;
  /** The entry of the list it is in, e.g. „Tarif „Co-Branded““ */
  within?: string;
};

const named = ({ entry, within }: Pending): string => (within ? `${entry} bei ${within}` : entry);

export const PendingNote = ({
  pending,
}: {
  pending: ReadonlyArray<Pending>;
}): JSX.Element | null =>
  pending.length === 0 ? null : (
    <PaneNote label="Noch leer">
      <p>
        {pending.length === 1
          ? `${named(pending[0] as Pending)} ist noch leer.`
          : `Noch leer: ${pending.map(named).join(", ")}.`}{" "}
        Die Seite zeigt sie, sobald Text darin steht; leer lässt sich das Formular nicht speichern.
      </p>
    </PaneNote>
  );
