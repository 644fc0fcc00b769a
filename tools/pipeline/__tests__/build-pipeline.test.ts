/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runPipeline } from "../run";
import { buildSteps, StepFailure, type Step } from "../steps";

describe("the build pipeline", () => {
  it("checks data/ and the legal versions before it cleans anything, and writes the headers last", () => {
    expect(buildSteps.map((step) => step.name)).toEqual([
      "Inhalte in data/ prüfen",
      "Fassungen der Rechtstexte gegen den letzten Produktions-Build prüfen",
      "Cache und public/ leeren",
      "Seiten bauen (gatsby build)",
      "Laufzeit-Dateien aus public/ und den Cache entfernen",
      "Seiten prüfen, Sicherheits-Header schreiben",
    ]);
  });

  const step = (name: string, run: Step["run"]): Step => ({ name, run });

  it("stops at the content check with one German sentence when SITE_DATE is no day", async () => {
    const saved = process.env.SITE_DATE;
    process.env.SITE_DATE = "2027-02-30";
    const lines: string[] = [];
    try {
      const first = buildSteps.slice(0, 1);
      expect(
        await runPipeline(first, path.resolve(__dirname, "../../.."), (l) => lines.push(l)),
      ).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.SITE_DATE;
      else process.env.SITE_DATE = saved;
    }
    expect(lines.slice(1)).toEqual([
      "✖ 1/1 Inhalte in data/ prüfen – der Build bricht hier ab",
      'SITE_DATE="2027-02-30" ist kein Tag; erwartet Jahr-Monat-Tag, z. B. SITE_DATE=2027-03-01, oder keine Angabe für heute',
    ]);
  });

  it("runs every step in order, with its number, and reports success", async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    const ok = await runPipeline(
      [
        step("eins", async () => (ran.push("eins"), "gut")),
        step("zwei", async () => (ran.push("zwei"), "auch gut")),
      ],
      "/projekt",
      (line) => lines.push(line),
    );
    expect(ok).toBe(true);
    expect(ran).toEqual(["eins", "zwei"]);
    expect(lines[0]).toBe("▸ 1/2 eins");
    expect(lines[1]).toMatch(/^✔ 1\/2 eins \(\d+\.\d s\): gut$/);
    expect(lines[3]).toMatch(/^✔ 2\/2 zwei/);
  });

  it("stops at the first failing step, names it and runs nothing after it", async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    const ok = await runPipeline(
      [
        step("prüfen", async () => {
          throw new StepFailure("data/pricing.json:7 › Tarif 1 › Feld „price“: …");
        }),
        step("bauen", async () => (ran.push("bauen"), "fertig")),
      ],
      "/projekt",
      (line) => lines.push(line),
    );
    expect(ok).toBe(false);
    expect(ran).toEqual([]);
    expect(lines).toEqual([
      "▸ 1/2 prüfen",
      "✖ 1/2 prüfen – der Build bricht hier ab",
      "data/pricing.json:7 › Tarif 1 › Feld „price“: …",
    ]);
  });

  it("stops the build at the content check on a project whose data/ has a mistake", async () => {
    const [check] = buildSteps;
    await expect(check?.run("/gibt-es-nicht")).rejects.toThrow("der Ordner data/ fehlt");
  });

  it("leaves no cache of the runtime it removed, so npm start after a build runs its queries afresh", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "passform-pipeline-"));
    const write = (file: string, text = ""): void => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write("public/index.html", "<p>x</p>");
    write("public/page-data/index/page-data.json", "{}");
    write("public/app-123.js");
    write(".cache/redux/redux.rest.state", "queries run, page data written");
    const removeRuntime = buildSteps.find((each) => each.name.startsWith("Laufzeit-Dateien"));
    await removeRuntime?.run(root);
    expect(existsSync(path.join(root, "public/page-data"))).toBe(false);
    expect(existsSync(path.join(root, "public/app-123.js"))).toBe(false);
    expect(existsSync(path.join(root, ".cache"))).toBe(false);
    expect(existsSync(path.join(root, "public/index.html"))).toBe(true);
    rmSync(root, { recursive: true, force: true });
  });
});
