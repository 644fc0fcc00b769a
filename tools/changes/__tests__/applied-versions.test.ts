/** @jest-environment node */
import path from "node:path";
import { readDataDirectory } from "../../../plugins/gatsby-source-passform/node";
import type { DataEntry } from "../../../plugins/gatsby-source-passform";
import { appliedVersionEdits } from "../applied-versions";

/** An applied version of a legal text is refused when a change touches it; others are not. */

const data = readDataDirectory(path.resolve(__dirname, "../../../data")) ?? [];
const AGB = "data/legal/agb.md";
const text = (entries: DataEntry[], file: string) =>
  new TextDecoder().decode(entries.find((entry) => entry.path === file)?.bytes);

/** data/ with the AGB's file rewritten by `edit` (or removed, for undefined). */
const withAgb = (entries: DataEntry[], edit: (agb: string) => string | undefined): DataEntry[] =>
  entries.flatMap((entry) => {
    if (entry.path !== AGB) return [entry];
    const changed = edit(text(entries, AGB));
    return changed === undefined ? [] : [{ path: AGB, bytes: new TextEncoder().encode(changed) }];
  });

const reviewed = withAgb(data, (agb) =>
  agb.replace(/^review: .*$/m, 'review: "Kanzlei Beispiel, 2020-12-01"'),
);
const firstParagraph = (agb: string) =>
  agb.replace("gelten für alle Verträge", "gelten für Verträge");

describe("an applied version of a legal text", () => {
  it("is refused when its text is changed or the file is deleted, with what to do instead", () => {
    const [changed] = appliedVersionEdits(
      reviewed,
      withAgb(reviewed, firstParagraph),
      "2026-11-27",
    );
    expect(changed).toMatch(
      /^data\/legal\/agb\.md: Diese Fassung gilt seit dem 1\.\u00a0Januar\u00a02021 und ist Grundlage geschlossener Verträge; sie wird nicht geändert\. .*„Neue Fassung anlegen“/,
    );
    expect(
      appliedVersionEdits(
        reviewed,
        withAgb(reviewed, () => undefined),
        "2026-11-27",
      ),
    ).toEqual([expect.stringContaining("sie wird nicht gelöscht")]);
  });

  it("may keep its words with another line ending, and get a new review or description", () => {
    const same = withAgb(reviewed, (agb) =>
      agb
        .replace(/\n/g, "\r\n")
        .replace(/^description: .*$/m, `description: "${"Neu. ".repeat(12)}"`),
    );
    expect(appliedVersionEdits(reviewed, same, "2026-11-27")).toEqual([]);
  });

  it("is not yet one while unreviewed (a sample) or before its first day", () => {
    expect(appliedVersionEdits(data, withAgb(data, firstParagraph), "2026-11-27")).toEqual([]);
    expect(appliedVersionEdits(reviewed, withAgb(reviewed, firstParagraph), "2020-12-31")).toEqual(
      [],
    );
  });
});
