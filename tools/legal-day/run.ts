import { formatProblem, isValid, writtenDate } from "../../plugins/gatsby-source-passform/check";
import { loadContent } from "../../plugins/gatsby-source-passform/node";
import { readHook, triggerBuild, type Hook, type Post } from "./build-hook";
import { decide, nextStarting, type Decision, type Run, type VersionStart } from "./decide";

/**
 * One run of the workflow „Neue Fassung eines Rechtstexts“ (cli.ts): reads the versions' days from
 * data/ through the content plugin's node door, decides whether a production build is due
 * (decide.ts), says in German what it decided and why, and if a build is due, starts it through
 * Netlify's build hook (build-hook.ts). It fails (exit status 1, a red run in the Actions tab)
 * when a build was due but could not be started, and when data/ has a problem: then it cannot
 * tell which versions there are, and a production build would stop at the same problem.
 */

/** The README's section that says how to set the build hook up, as the messages name it. */
export const README_SECTION = "Neue Fassung eines Rechtstexts: Build an ihrem ersten Tag";

export type Line = { level: "info" | "warning" | "error"; text: string };
type Outcome = { lines: Line[]; exitCode: 0 | 1 };

export type Options = {
  /** data/ of the site */
  dataDir: string;
  run: Run;
  /** Build even if no version starts: asked for by hand, to try the build hook */
  buildAnyway: boolean;
  /** The value of NETLIFY_BUILD_HOOK */
  hook: string | undefined;
  post: Post;
};

const info = (text: string): Line => ({ level: "info", text });
const warning = (text: string): Line => ({ level: "warning", text });
const error = (text: string): Line => ({ level: "error", text });

/** "/agb", "/agb und /datenschutz", "/a, /b und /c" */
const listed = (versions: ReadonlyArray<VersionStart>): string => {
  const slugs = versions.map((version) => version.slug);
  return slugs.length < 2
    ? (slugs[0] ?? "")
    : `${slugs.slice(0, -1).join(", ")} und ${slugs.at(-1)}`;
};

const begins = (versions: ReadonlyArray<VersionStart>): string =>
  versions.length === 1
    ? `beginnt eine neue Fassung von ${listed(versions)}`
    : `beginnen neue Fassungen von ${listed(versions)}`;

/** The first line: what the run decided, and why. */
const decisionLine = ({ day, starting, laterRun }: Decision, buildAnyway: boolean): string => {
  const today = `Heute, ${writtenDate(day)},`;
  if (starting.length === 0) {
    return buildAnyway
      ? `${today} beginnt keine neue Fassung; der Produktions-Build wird trotzdem angestoßen, wie beim Start von Hand verlangt.`
      : `${today} beginnt keine neue Fassung; kein Build.`;
  }
  if (laterRun && !buildAnyway) {
    return `${today} ${begins(starting)}; den Produktions-Build hat der Lauf in der ersten Stunde des Tages angestoßen, dieser spätere Lauf stößt keinen zweiten an.`;
  }
  return `${today} ${begins(starting)}: Produktions-Build wird angestoßen.`;
};

/** When no build is due: which versions start next. */
const nextLine = (versions: ReadonlyArray<VersionStart>, day: string): Line => {
  const next = nextStarting(versions, day);
  const first = next[0];
  if (!first) return info("Keine neue Fassung ist angekündigt.");
  return info(
    `Am ${writtenDate(first.validFrom)} ${begins(next)}; dann stößt dieser Workflow den Produktions-Build kurz nach Mitternacht an.`,
  );
};

const hookProblem = (hook: Hook): string | undefined =>
  hook.kind === "missing"
    ? "Das Secret NETLIFY_BUILD_HOOK ist nicht gesetzt"
    : hook.kind === "invalid"
      ? "Das Secret NETLIFY_BUILD_HOOK ist keine https-Adresse"
      : undefined;

/** When no build is due: whether one could be started on the day it is. */
const hookLine = (hook: Hook): Line => {
  const problem = hookProblem(hook);
  if (!problem) return info("Der Build-Hook ist eingerichtet (Secret NETLIFY_BUILD_HOOK).");
  return warning(
    `${problem}: Am ersten Tag einer neuen Fassung kann dieser Workflow keinen Build anstoßen, und die Fassung erscheint erst mit dem nächsten Deploy. Einrichten: README, „${README_SECTION}“.`,
  );
};

const NOT_STARTED =
  "Der Produktions-Build wurde nicht angestoßen; die Website zeigt weiter, was der letzte Build gebaut hat.";

/** When a build is due: start it, and say whether Netlify took it. */
const build = async (options: Options, decision: Decision): Promise<Outcome> => {
  const hook = readHook(options.hook);
  if (hook.kind !== "set") {
    return {
      lines: [
        error(
          `${hookProblem(hook)}. ${NOT_STARTED} Bitte den Build-Hook einrichten (README, „${README_SECTION}“) und diesen Workflow mit „Run workflow“ erneut starten, oder bei Netlify unter „Deploys“ den Build von Hand anstoßen („Trigger deploy“).`,
        ),
      ],
      exitCode: 1,
    };
  }
  const title =
    decision.starting.length > 0
      ? `Neue Fassung ab ${writtenDate(decision.day)}: ${listed(decision.starting)}`
      : "Von Hand angestoßen (Workflow „Neue Fassung eines Rechtstexts“)";
  const triggered = await triggerBuild(hook.url, title, options.post);
  if (!triggered.ok) {
    return {
      lines: [
        error(
          `${triggered.reason}. ${NOT_STARTED} Bitte diesen Workflow mit „Run workflow“ erneut starten, oder bei Netlify unter „Deploys“ den Build von Hand anstoßen („Trigger deploy“).`,
        ),
      ],
      exitCode: 1,
    };
  }
  return {
    lines: [
      info(
        `Netlify hat den Build angenommen (Status ${triggered.status}); die Website zeigt den Stand von heute, sobald der Produktions-Deploy fertig ist (Netlify, „Deploys“: „${title}“).`,
      ),
    ],
    exitCode: 0,
  };
};

/** The run: decide from data/, and start the build if it is due. */
export const runLegalDay = async (options: Options): Promise<Outcome> => {
  const content = loadContent(options.dataDir);
  if (!isValid(content)) {
    const count = content.problems.length;
    return {
      lines: [
        error(
          [
            `Die Inhalte in data/ enthalten ${count === 1 ? "einen Fehler" : `${count} Fehler`}: Welche Fassungen es gibt, ist so nicht sicher zu sagen, und ein Produktions-Build würde an ${count === 1 ? "ihm" : "ihnen"} scheitern. Kein Build.`,
            ...content.problems.map((problem) => `  ✖ ${formatProblem(problem)}`),
            "Bitte korrigieren. Hilfe: CONTENT.md",
          ].join("\n"),
        ),
      ],
      exitCode: 1,
    };
  }
  const versions = content.legal.flatMap(({ slug, frontmatter }) =>
    slug && frontmatter?.validFrom ? [{ slug, validFrom: frontmatter.validFrom }] : [],
  );
  const decision = decide(options.run, versions);
  const first = info(decisionLine(decision, options.buildAnyway));
  if (decision.build || options.buildAnyway) {
    const outcome = await build(options, decision);
    return { ...outcome, lines: [first, ...outcome.lines] };
  }
  return {
    lines: [first, nextLine(versions, decision.day), hookLine(readHook(options.hook))],
    exitCode: 0,
  };
};
