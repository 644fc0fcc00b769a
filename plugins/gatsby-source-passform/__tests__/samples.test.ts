/** @jest-environment node */
/**
 * Sample values and gaps still to be replaced before launch: each listed at its line while the
 * build goes on, and the production gate that refuses to publish them.
 */
import path from "node:path";
import { loadContent } from "../disk/content-source";
import { formatProblem } from "../content/model/problems";
import { judgeSamples } from "../content/check/release-gate";
import { buildDay as today } from "../content/words/calendar-date";
import { fillSamples, REVIEWED } from "../../../__tests__/support/fill-samples";
import {
  at,
  copyDataForEachTest,
  json,
  original,
  planName,
  plans,
  problemsAfter,
  read,
  root,
  text,
  where,
  type Edit,
  type JsonObject,
} from "./support/data-copy";
import { projectData } from "./support/project";

copyDataForEachTest();

describe("sample values still to be replaced before launch", () => {
  const samplesAfter = (edit: Edit): { problems: string[]; samples: string[] } => {
    edit(root);
    const content = loadContent(path.join(root, "data"));
    return {
      problems: content.problems.map(formatProblem),
      samples: content.samples.map(formatProblem),
    };
  };

  it("points each one at the line that holds it", () => {
    const content = loadContent(projectData);
    for (const sample of content.samples) {
      const file = sample.file.replace(/^data\//, "");
      const line = read(file).split(/\r\n|\n|\r/)[(sample.line ?? 0) - 1] ?? "";
      const field = /„([\w.]+)“/.exec(sample.field)?.[1]?.split(".").at(-1);
      const marker = /\[[^\]]+\]/.exec(sample.message)?.[0];
      expect(line).toContain(marker ?? `"${field}"`);
    }
  });

  it("lists a gap in square brackets typed into a text, and the build goes on", () => {
    const feature = at(original("features.json"), "features", 0);
    const { problems, samples } = samplesAfter(
      json("features.json", (d) => {
        at(d, "features", 0).text = `${String(feature.text)} Bereits in [Anzahl] Shops.`;
      }),
    );
    expect(problems).toEqual([]);
    expect(samples).toContain(
      `${where("features.json", "[Anzahl]")} › Karte 1 („${String(feature.title)}“) › Feld „text“: enthält eine Lücke für echte Angaben: [Anzahl]`,
    );
  });

  it("lists gaps in a legal text with their section, but not its links", () => {
    const { problems, samples } = samplesAfter(
      text(
        "legal/agb.md",
        (c) => `${c.trimEnd()}\n\nPreisliste vom [Datum], gültig ab [Datum]; siehe [§ 1](/agb).\n`,
      ),
    );
    // As messages show a heading: on one line, a no-break space as a space.
    const lastHeading = [...read("legal/agb.md").matchAll(/^## (.+)$/gm)]
      .at(-1)?.[1]
      ?.replace(/\s+/g, " ");
    expect(problems).toEqual([]);
    expect(samples).toContain(
      `${where("legal/agb.md", "[Datum]")} › Abschnitt „${lastHeading}“ › Text: enthält eine Lücke für echte Angaben: [Datum]`,
    );
  });

  it("lists a company fact while site.json names it under placeholders, and not after", () => {
    const marked = original("site.json").placeholders as string[];
    const before = loadContent(path.join(root, "data")).samples;
    // The gaps in the list of service providers are samples of their own, not placeholders.
    const marks = (sample: { file: string; path?: ReadonlyArray<string | number> }) =>
      sample.file === "data/site.json" && sample.path?.[0] !== "processors";
    expect(before.filter(marks)).toHaveLength(marked.length);
    const { samples } = samplesAfter(json("site.json", (d) => (d.placeholders = [])));
    expect(
      samples.filter(
        (sample) => sample.startsWith("data/site.json") && !sample.includes("processors"),
      ),
    ).toEqual([]);
  });
});

describe("the production gate", () => {
  const production = { CONTEXT: "production" };
  const contentAfter = (...edits: Edit[]) => {
    for (const edit of edits) edit(root);
    return loadContent(path.join(root, "data"));
  };

  it("refuses the repository's samples, grouped by who supplies them, each with its line", () => {
    const { samples } = contentAfter();
    const verdict = judgeSamples(samples, production);
    expect(verdict.kind).toBe("refuse");
    const message = verdict.kind === "refuse" ? verdict.message : "";
    const groups = [...new Set(samples.map((sample) => sample.group))];
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) {
      const count = samples.filter((sample) => sample.group === group).length;
      expect(message).toContain(
        `\n${group} (${count === 1 ? "eine Stelle" : `${count} Stellen`}):\n`,
      );
    }
    for (const sample of samples) expect(message).toContain(`✖ ${formatProblem(sample)}`);
    expect(message).toContain(`${samples.length} Stellen`);
  });

  it("lets the same samples through every other build, as a warning", () => {
    const { samples } = contentAfter();
    for (const context of ["deploy-preview", "branch-deploy", "dev", undefined]) {
      expect(judgeSamples(samples, { CONTEXT: context }).kind).toBe("warn");
    }
  });

  it("has nothing to refuse once the company has supplied every sample", () => {
    const content = contentAfter((dir) => fillSamples(path.join(dir, "data")));
    expect(content.problems.map(formatProblem)).toEqual([]);
    expect(content.samples.map(formatProblem)).toEqual([]);
    expect(judgeSamples(content.samples, production)).toEqual({ kind: "none" });
  });

  it("refuses a reviewed legal text whose Stand is older than the review", () => {
    const stand = /^lastUpdated: .*$/m.exec(read("legal/agb.md"))?.[0] ?? "";
    const stale = /"(.*)"/.exec(stand)?.[1] ?? "";
    expect(stale < REVIEWED).toBe(true);
    const content = contentAfter(
      (dir) => fillSamples(path.join(dir, "data")),
      // The lawyer has signed, but the Stand was left as it was.
      text("legal/agb.md", (c) => c.replace(/^lastUpdated: .*$/m, stand)),
    );
    expect(content.problems.map(formatProblem)).toEqual([]);
    expect(content.samples.map(formatProblem)).toEqual([
      `${where("legal/agb.md", "lastUpdated:")} › Frontmatter › Feld „lastUpdated“: Stand älter als die anwaltliche Prüfung: „lastUpdated“ (${stale}) liegt vor dem Datum in „review“ (${REVIEWED}); die Seite zeigte den alten Stand. „lastUpdated“ auf das Datum der geprüften Fassung setzen, frühestens ${REVIEWED}`,
    ]);
    const verdict = judgeSamples(content.samples, production);
    expect(verdict.kind).toBe("refuse");
    expect(verdict.kind === "refuse" && verdict.message).toContain(
      "\nRechtstexte (eine Stelle):\n",
    );
  });

  it("publishes a reviewed legal text from the review's day on, and with a later Stand", () => {
    const filled = contentAfter((dir) => fillSamples(path.join(dir, "data")));
    expect(/^lastUpdated: "(.*)"$/m.exec(read("legal/agb.md"))?.[1]).toBe(REVIEWED);
    expect(filled.samples.map(formatProblem)).toEqual([]);
    const later = contentAfter(
      text("legal/agb.md", (c) => c.replace(/^lastUpdated: .*$/m, `lastUpdated: "${today()}"`)),
    );
    expect(later.samples.map(formatProblem)).toEqual([]);
  });

  it("names a company fact in a block by its path, at the line of its value", () => {
    const { samples, sampleValues } = contentAfter(
      json("site.json", (d) => (d.placeholders = ["register.number"])),
    );
    const register = at(original("site.json"), "register");
    const marked = samples.filter(
      (sample) => sample.file === "data/site.json" && sample.path?.[0] !== "processors",
    );
    expect(marked.map(formatProblem)).toEqual([
      `${where("site.json", '"number"')} › oberste Ebene › Feld „register.number“: steht unter „placeholders“, enthält also noch Musterangaben („${String(register.number)}“); den echten Wert eintragen und „register.number“ aus „placeholders“ löschen`,
    ]);
    expect(sampleValues).toEqual([register.number]);
  });

  it("rejects a placeholder that names no field of site.json", () => {
    expect(problemsAfter(json("site.json", (d) => (d.placeholders = ["register.nummer"])))).toEqual(
      [
        expect.stringMatching(
          /^data\/site\.json:\d+ › Abschnitt „placeholders“ › Feld Eintrag 1: erwartet den Namen eines Feldes dieser Datei, z\. B\. vatId oder address\.street; gefunden: "register\.nummer"$/,
        ),
      ],
    );
  });

  it("counts a gap in a company fact and in a legal text's frontmatter", () => {
    const { samples } = contentAfter(
      json("site.json", (d) => (at(d, "hosting").address = "[Anschrift laut Vertrag]")),
    );
    const hosting = samples.find((sample) => sample.file === "data/site.json" && sample.line);
    expect(samples.map(formatProblem)).toContain(
      `${where("site.json", "[Anschrift laut Vertrag]")} › Abschnitt „hosting“ › Feld „address“: enthält eine Lücke für echte Angaben: [Anschrift laut Vertrag]`,
    );
    expect(hosting?.group).toBe("Firmenangaben");
    const review = samples.find((sample) => sample.field === "Feld „review“");
    expect(review?.group).toBe("Rechtstexte");
    expect(review && formatProblem(review)).toMatch(
      /^data\/legal\/\w+\.md:\d+ › Frontmatter › Feld „review“: enthält eine Lücke/,
    );
  });

  it("asks for the basis of „Am beliebtesten“ wherever a plan carries the badge", () => {
    const landing = at(original("landing.json"), "pricing");
    const popular = plans().findIndex((plan) => plan.popular);
    expect(popular).toBeGreaterThanOrEqual(0);
    expect(
      problemsAfter(json("landing.json", (d) => delete at(d, "pricing").popularBasis)),
    ).toEqual([
      `${where("landing.json", '"popularLabel"')} › Abschnitt „pricing“ › Feld „popularBasis“: Tarif ${popular + 1} („${planName(popular)}“) trägt das Abzeichen „${String(landing.popularLabel)}“; das ist eine Tatsachenbehauptung und braucht ihre Grundlage in „popularBasis“ (z. B. Anteil an den Neuverträgen im [Zeitraum]) – oder bei keinem Tarif "popular": true`,
    ]);
  });

  it("needs no such basis when no plan carries the badge", () => {
    expect(
      problemsAfter(
        json("landing.json", (d) => delete at(d, "pricing").popularBasis),
        json("pricing.json", (d) => {
          for (const plan of d.plans as JsonObject[]) plan.popular = false;
        }),
      ),
    ).toEqual([]);
  });
});
