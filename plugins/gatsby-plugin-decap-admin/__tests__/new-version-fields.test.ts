/**
 * @jest-environment node
 */
import path from "node:path";
import { checkContent } from "../../gatsby-source-passform/check";
import { readDataDirectory } from "../../gatsby-source-passform/disk";
import { proposedStart } from "../browser/decap-fixes/new-version-fields";

/**
 * The first day „Neue Fassung anlegen“ proposes, from the editors' data/: for the AGB the notice
 * period of the version it starts from ahead (§ 6 Abs. 3, terms.changeNoticeWeeks, or the
 * version's own value), for the Datenschutzerklärung a week.
 */

const data = readDataDirectory(path.resolve(__dirname, "../../../data")) ?? [];
const weeks = (
  JSON.parse(
    new TextDecoder().decode(data.find((entry) => entry.path === "data/terms.json")?.bytes),
  ) as { changeNoticeWeeks: number }
).changeNoticeWeeks;

it("proposes the AGB's notice period ahead, and a week for the Datenschutzerklärung", () => {
  const day = new Date(Date.UTC(2026, 11, 2 + 7 * weeks)).toISOString().slice(0, 10);
  expect(proposedStart(checkContent(data), "data/legal/agb.md", "2026-12-02")).toBe(day);
  expect(proposedStart(checkContent(data), "data/legal/datenschutz.md", "2026-12-02")).toBe(
    "2026-12-09",
  );
});

it("takes the notice period the version it starts from keeps as its own", () => {
  const agb = data.find((entry) => entry.path === "data/legal/agb.md");
  const own = new TextDecoder()
    .decode(agb?.bytes)
    .replace(/^(review: .*)$/m, '$1\nfacts:\n  terms:\n    changeNoticeWeeks: "8"');
  const files = [
    ...data.filter((entry) => entry !== agb),
    { path: "data/legal/agb.md", bytes: new TextEncoder().encode(own) },
  ];
  expect(proposedStart(checkContent(files), "data/legal/agb.md", "2026-12-02")).toBe("2027-01-27");
});
