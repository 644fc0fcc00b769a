/**
 * The words of the verdict above the page in the preview pane (preview/verdict-panel.tsx), apart
 * from its markup so that the list of the forms' own texts (form-texts.ts) can name them.
 */
export const verdictWords = {
  /** The heading over the problems: the form does not save while there is one. */
  problems: (count: number): string =>
    `${count === 1 ? "Ein Fehler" : `${count} Fehler`} – Speichern nicht möglich`,
  /** The heading over the samples of the file. */
  samples: (count: number): string =>
    count === 1 ? "Eine Musterangabe in dieser Datei" : `${count} Musterangaben in dieser Datei`,
  samplesNote:
    "Speichern ist möglich: Musterangaben sind zum Testen erlaubt, vor dem Livegang zu ersetzen.",
};
