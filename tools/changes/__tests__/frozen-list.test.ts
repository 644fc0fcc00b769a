/**
 * @jest-environment node
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  commitAll,
  editJson,
  editText,
  json,
  read,
  repository,
  scratchRepositoryForEachTest,
} from "./support/scratch-repository";
import { buildOn, freezeOn } from "./support/freeze";

/**
 * The freeze of a reviewed version whose text shows a list of data/site.json ({{processors}}):
 * the list is what customers read at the version's address, so changing it is refused like
 * changing the version's own words, until the version keeps the list as it was.
 */

const DAY = "2026-12-03";

buildOn(DAY);

scratchRepositoryForEachTest();

const freeze = () => freezeOn(DAY);

describe("a reviewed privacy policy that shows the list of service providers", () => {
  const PRIVACY = "legal/datenschutz-2026-12-03.md";
  const entries = () => json("site.json").processors as Array<Record<string, string>>;
  beforeEach(() => {
    editText(PRIVACY, (text) =>
      text.replace(/^review: .*$/m, 'review: "Kanzlei Beispiel, 2026-12-03"'),
    );
    commitAll("the privacy policy reviewed");
  });

  const changeTheList = () =>
    editJson("site.json", (site) => {
      const list = site.processors as Array<Record<string, string>>;
      (list[1] as Record<string, string>).purpose = "Spamprüfung und Auswertung der Anfragen";
    });

  it("is refused when an entry of the list changes, though no file of the version does", async () => {
    const was = String(entries()[1]?.purpose);
    changeTheList();
    const [problem, ...rest] = await freeze();
    expect(rest).toEqual([]);
    expect(problem).toContain(
      "Eine Änderung an data/site.json ändert, was Kunden unter /datenschutz/2026-12-03 lesen",
    );
    expect(problem).toContain("7. Empfänger und Kategorien von Empfängern");
    expect(problem).toContain(
      `bisher „Zweck: Spamprüfung [${was.slice("Spamprüfung ".length, was.indexOf(" (Dienst"))}`,
    );
  });

  it("is still refused with a new version alone, and passes once the version keeps its list", async () => {
    const kept = entries();
    changeTheList();
    writeFileSync(
      path.join(repository, "data/legal/datenschutz-2026-12-10.md"),
      read(PRIVACY)
        .replace(/^validFrom: .*$/m, 'validFrom: "2026-12-10"')
        .replace(/^changes: .*$/m, 'changes: "Die Spamprüfung wertet die Anfragen aus."')
        .replace(/^review: .*$/m, 'review: "[Kanzlei, Datum der anwaltlichen Prüfung]"'),
    );
    expect(await freeze()).toEqual([
      expect.stringContaining("was Kunden unter /datenschutz/2026-12-03 lesen"),
    ]);
    editText(PRIVACY, (text) =>
      text.replace(
        'review: "Kanzlei Beispiel, 2026-12-03"',
        `review: "Kanzlei Beispiel, 2026-12-03"\nfacts: ${JSON.stringify({ processors: kept })}`,
      ),
    );
    expect(await freeze()).toEqual([]);
  });
});
