/** @jest-environment node */
/**
 * The texts the specification quotes word for word stay as it words them: an editor's change to
 * the 404 page's heading or to a link or button of the header stops the build with the reason.
 */
import { SPECIFIED_TEXTS } from "../content/check/specified-texts";
import { valueAt } from "../content/words/json-path";
import {
  copyDataForEachTest,
  json,
  original,
  problemsAfter,
  where,
  type JsonObject,
} from "./support/data-copy";

copyDataForEachTest();

type Link = { label: string; href: string };
const links = (data: JsonObject): Link[] => data.navigation as Link[];

describe("texts the specification fixes", () => {
  it("are in data/landing.json today, each as the specification words it", () => {
    const landing = original("landing.json");
    const found = SPECIFIED_TEXTS.map(({ at, text }) => ({
      text,
      found:
        "navigationTo" in at
          ? links(landing).find((link) => link.href === at.navigationTo)?.label
          : valueAt(landing, at),
    }));
    expect(found).toEqual(SPECIFIED_TEXTS.map(({ text }) => ({ text, found: text })));
    expect(problemsAfter()).toEqual([]);
  });

  it("refuse a reworded 404 heading at its line, with the reason and what to do", () => {
    const heading = String(valueAt(original("landing.json"), ["notFound", "title"]));
    const reworded = "Hoppla! Diese Seite fehlt";
    const problems = problemsAfter(
      json("landing.json", (data) => {
        (data.notFound as JsonObject).title = reworded;
      }),
    );
    expect(problems).toEqual([
      `${where("landing.json", reworded)} › Abschnitt „notFound“ › Feld „title“: lautet „${reworded}“; die Spezifikation der Website legt „${heading}“ fest (§ 2 und § 8: die Fehlerseite für unbekannte Adressen zeigt diesen Text). Bitte den Text zurück auf „${heading}“ setzen; eine andere Formulierung braucht zuerst eine Änderung der Spezifikation.`,
    ]);
  });

  it("refuse a renamed header link or button", () => {
    const landing = original("landing.json");
    const [first] = links(landing);
    const problems = problemsAfter(
      json("landing.json", (data) => {
        const link = links(data)[0] as Link;
        link.label = "Funktionen";
        data.loginLabel = "Login";
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/landing\.json:\d+ › Abschnitt „navigation“, Eintrag 1 › Feld „label“: lautet „Funktionen“; die Spezifikation der Website legt „/,
      ),
      expect.stringContaining(
        `› Feld „loginLabel“: lautet „Login“; die Spezifikation der Website legt „${String(landing.loginLabel)}“ fest`,
      ),
    ]);
    expect(problems[0]).toContain(`legt „${first?.label}“ fest`);
  });

  it("follow a header link to its section when the editor reorders the links", () => {
    expect(
      problemsAfter(
        json("landing.json", (data) => {
          data.navigation = links(data).reverse();
        }),
      ),
    ).toEqual([]);
  });

  it("refuse a header without the link to a specified section", () => {
    const [first] = links(original("landing.json"));
    const problems = problemsAfter(
      json("landing.json", (data) => {
        data.navigation = links(data).slice(1);
      }),
    );
    expect(problems).toEqual([
      `${where("landing.json", '"navigation"')} › Abschnitt „navigation“ › Liste der Links: kein Link im Header führt zu „${first?.href}“; die Spezifikation der Website verlangt ihn mit dem Text „${first?.label}“ (§ 2: der Header verlinkt die Abschnitte mit „Features“, „Technologie“ und „Preise“). Bitte den Link wieder aufnehmen.`,
    ]);
  });
});
