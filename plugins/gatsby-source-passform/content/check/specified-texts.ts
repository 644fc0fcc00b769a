import type { Problem } from "../model/check-result";
import { samePath, valueAt, type Path } from "../words/json-path";
import { sectionAnchors } from "../words/section-anchors";
import { jsonTexts, type Read } from "./read-files";

/**
 * The texts of data/ that the specification of the site quotes word for word: the 404 page's
 * heading (§ 2 and § 8) and the header's links and buttons (§ 2). They are content, so they sit
 * in data/landing.json beside the texts around them, but no editor's change may reword them:
 * a change needs the specification changed first, and that is the client's decision.
 */

type SpecifiedText = {
  /** Where the text sits in data/landing.json; for a navigation link, found by its target */
  at: Path | { navigationTo: string };
  text: string;
  /** The place of the specification that quotes it, and what it says there */
  source: string;
};

export const SPECIFIED_TEXTS: ReadonlyArray<SpecifiedText> = [
  {
    at: ["notFound", "title"],
    text: "Oops! Die Seite wurde nicht gefunden",
    source: "§ 2 und § 8: die Fehlerseite für unbekannte Adressen zeigt diesen Text",
  },
  ...(
    [
      [sectionAnchors.features, "Features"],
      [sectionAnchors.technology, "Technologie"],
      [sectionAnchors.pricing, "Preise"],
    ] as const
  ).map(([anchor, text]) => ({
    at: { navigationTo: `#${anchor}` },
    text,
    source: `§ 2: der Header verlinkt die Abschnitte mit „Features“, „Technologie“ und „Preise“`,
  })),
  {
    at: ["loginLabel"],
    text: "Anmelden",
    source: "§ 2: der Header hat die Buttons „Anmelden“ und „Demo buchen“",
  },
  {
    at: ["demoLabel"],
    text: "Demo buchen",
    source: "§ 2: der Header hat die Buttons „Anmelden“ und „Demo buchen“",
  },
];

const FILE = "data/landing.json";

/** The path of a specified text in the landing data, or undefined where no entry holds it. */
const pathOf = (landing: unknown, at: SpecifiedText["at"]): Path | undefined => {
  if (!("navigationTo" in at)) return at;
  const links = valueAt(landing, ["navigation"]);
  if (!Array.isArray(links)) return undefined;
  const index = links.findIndex((link) => valueAt(link, ["href"]) === at.navigationTo);
  return index < 0 ? undefined : ["navigation", index, "label"];
};

/** A missing navigation link to a specified section; a missing field is the model's problem. */
const missingLink = (rule: SpecifiedText, target: string, line?: number): Problem => ({
  file: FILE,
  ...(line ? { line } : {}),
  entry: "Abschnitt „navigation“",
  field: "Liste der Links",
  path: ["navigation"],
  message: `kein Link im Header führt zu „${target}“; die Spezifikation der Website verlangt ihn mit dem Text „${rule.text}“ (${rule.source}). Bitte den Link wieder aufnehmen.`,
  formMessage: `Der Header braucht den Link „${rule.text}“ zum Abschnitt „${target}“: Die Spezifikation der Website legt ihn fest. Bitte nehmen Sie ihn wieder auf.`,
});

/** Every specified text of data/landing.json that differs from the specification's words. */
export const checkSpecifiedTexts = ({ json }: Pick<Read, "json">): Problem[] => {
  const landing = json.landing?.data;
  if (!landing) return [];
  const texts = jsonTexts({ landing: json.landing });
  return SPECIFIED_TEXTS.flatMap((rule): Problem[] => {
    const at = pathOf(landing, rule.at);
    if (!at) {
      const target = "navigationTo" in rule.at ? rule.at.navigationTo : "";
      return [missingLink(rule, target, json.landing?.lines?.valueLine(["navigation"]))];
    }
    const found = texts.find(({ where }) => where.path && samePath(where.path, at));
    // A field that is missing or no text is the content model's problem, said at that field.
    if (!found || found.text === rule.text) return [];
    return [
      {
        ...found.where,
        message: `lautet „${found.text}“; die Spezifikation der Website legt „${rule.text}“ fest (${rule.source}). Bitte den Text zurück auf „${rule.text}“ setzen; eine andere Formulierung braucht zuerst eine Änderung der Spezifikation.`,
        formMessage: `Dieser Text ist in der Spezifikation der Website festgelegt und bleibt „${rule.text}“. Bitte setzen Sie ihn zurück; eine andere Formulierung stimmen Sie bitte zuerst mit der Entwicklung ab.`,
      },
    ];
  });
};
