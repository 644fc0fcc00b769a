import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildDay, formatProblems, judgeSamples } from "../../plugins/gatsby-source-passform/check";
import { loadContent } from "../../plugins/gatsby-source-passform/disk";
import { ADMIN_PATH, adminHeaders } from "../../plugins/gatsby-plugin-decap-admin";
import { ADMIN_FOLDER, builtPages } from "./built-files";
import { judgeFreeze } from "./legal-freeze";
import {
  buildPolicy,
  inspectAdminPage,
  inspectPage,
  withSecurityHeaders,
} from "./content-security-policy";
import { removeRuntimeFiles, withoutRulesForRemovedFiles } from "./runtime-files";
import { securityHeaders } from "./security-headers";

/**
 * The steps of `npm run build`, in the order they run (run.ts). Each does one thing to
 * the project at `root`, says what it did, and throws to stop the build.
 */

export type Step = {
  name: string;
  /** Resolves to a line about what it did; rejects to stop the build */
  run: (root: string) => Promise<string>;
};

/** Fails with the message as the reason the build stops. */
export class StepFailure extends Error {}

const gatsby = async (root: string, command: string): Promise<string> => {
  const child = spawn(path.join(root, "node_modules", ".bin", "gatsby"), [command], {
    cwd: root,
    stdio: "inherit",
  });
  const [code] = await once(child, "exit");
  if (code === 0) return `gatsby ${command}: fertig`;
  throw new StepFailure(`gatsby ${command} endete mit Status ${code}; die Meldung steht darüber`);
};

/**
 * Before anything is cleaned: a mistake in data/ leaves public/ with the last good site.
 * Sample values still to be replaced stop a production build (release-gate.ts); any other
 * build lists them and goes on, marking them on the pages.
 */
const checkContent: Step = {
  name: "Inhalte in data/ prüfen",
  run: async (root) => {
    // The day the site is built for (SITE_DATE or today): a SITE_DATE that is no day stops here.
    let day: string;
    try {
      day = buildDay();
    } catch (error) {
      throw new StepFailure((error as Error).message);
    }
    const { problems, samples } = loadContent(path.join(root, "data"));
    if (problems.length > 0) throw new StepFailure(formatProblems(problems));
    const verdict = judgeSamples(samples);
    if (verdict.kind === "refuse") throw new StepFailure(verdict.message);
    const built = `keine Fehler, gebaut für den ${day}`;
    return verdict.kind === "warn" ? `${built}\n${verdict.message}` : built;
  },
};

/**
 * The production build publishes no frozen version of a legal text that reads otherwise than in
 * the last production build (legal-freeze.ts). Other builds publish nothing customers rely on;
 * CI holds their pull requests to the same rule.
 */
const checkFrozenVersions: Step = {
  name: "Fassungen der Rechtstexte gegen den letzten Produktions-Build prüfen",
  run: async (root) => {
    if (process.env.CONTEXT !== "production")
      return "nur im Produktions-Build (CONTEXT=production)";
    const verdict = await judgeFreeze(process.env, root);
    if (!verdict.ok) throw new StepFailure(verdict.message);
    return verdict.line;
  },
};

/** From a clean state, so no page of an earlier build (or of a deleted text) survives. */
const clean: Step = { name: "Cache und public/ leeren", run: (root) => gatsby(root, "clean") };

const build: Step = { name: "Seiten bauen (gatsby build)", run: (root) => gatsby(root, "build") };

/**
 * What Gatsby wrote for its browser runtime, which no page loads (src/ssr/static-page.tsx), and
 * Gatsby's cache: it records the page data as written, so a `npm start` after this build
 * would not run the page queries again and fail on the page data removed here. The next build
 * cleans anyway (step 2), the next `npm start` starts from data/.
 */
const removeRuntime: Step = {
  name: "Laufzeit-Dateien aus public/ und den Cache entfernen",
  run: async (root) => {
    const publicDir = path.join(root, "public");
    const removed = removeRuntimeFiles(publicDir);
    const headersPath = path.join(publicDir, "_headers");
    if (existsSync(headersPath)) {
      const headers = readFileSync(headersPath, "utf8");
      writeFileSync(headersPath, withoutRulesForRemovedFiles(headers, publicDir));
    }
    rmSync(path.join(root, ".cache"), { recursive: true, force: true });
    return `${removed.length} entfernt: ${removed.join(", ")}; Cache .cache/ gelöscht`;
  },
};

/** The editors' forms, if the build has them, against the policy of /admin/. */
const adminPageProblems = (publicDir: string): string[] => {
  const file = path.join(ADMIN_FOLDER, "index.html");
  const full = path.join(publicDir, file);
  if (!existsSync(full)) return [];
  return inspectAdminPage(`public/${file}`, readFileSync(full, "utf8"), ADMIN_PATH);
};

/**
 * Every page inspected: code the Content-Security-Policy must not allow stops the build;
 * otherwise the policy and the other security headers go into public/_headers for "/*", next
 * to the rules gatsby-adapter-netlify wrote there, followed by the editors' forms' own policy
 * for /admin/*.
 */
const writeSecurityHeaders: Step = {
  name: "Seiten prüfen, Sicherheits-Header schreiben",
  run: async (root) => {
    const publicDir = path.join(root, "public");
    const pages = builtPages(publicDir);
    const inspections = pages.map((file) =>
      inspectPage(`public/${file}`, readFileSync(path.join(publicDir, file), "utf8")),
    );
    const problems = [
      ...inspections.flatMap((inspection) => inspection.problems),
      ...adminPageProblems(publicDir),
    ];
    if (problems.length > 0) {
      throw new StepFailure(
        [
          `${problems.length} Verstoß/Verstöße gegen die Content-Security-Policy:`,
          ...problems.map((p) => `  ✖ ${p}`),
        ].join("\n"),
      );
    }
    const headersPath = path.join(publicDir, "_headers");
    const existing = existsSync(headersPath) ? readFileSync(headersPath, "utf8") : "";
    writeFileSync(
      headersPath,
      withSecurityHeaders(
        existing,
        [{ key: "content-security-policy", value: buildPolicy(inspections) }, ...securityHeaders],
        [{ path: `${ADMIN_PATH}*`, headers: adminHeaders }],
      ),
    );
    const count = (key: "scriptHashes" | "styleHashes"): number =>
      new Set(inspections.flatMap((inspection) => inspection[key])).size;
    return `${pages.length} Seiten, ${count("scriptHashes")} Skript- und ${count("styleHashes")} Style-Hashes → public/_headers`;
  },
};

export const buildSteps: ReadonlyArray<Step> = [
  checkContent,
  checkFrozenVersions,
  clean,
  build,
  removeRuntime,
  writeSecurityHeaders,
];
