import { legalVersionsFile } from "../../gatsby-node/legal-versions-file";
import {
  formatProblem,
  germanDay,
  isValid,
  writtenDate,
} from "../../plugins/gatsby-source-passform/check";
import { loadContent } from "../../plugins/gatsby-source-passform/disk";
import { germanList } from "../../plugins/gatsby-source-passform";
import { readHook, triggerBuild, type Hook, type Post } from "./build-hook";
import { decide, nextStarting, type Decision, type Lagging, type VersionStart } from "./decide";
import { liveFileUrl, readLiveState, type Get } from "./live-site";

/**
 * One run of the workflow „Neue Fassung eines Rechtstexts“ (cli.ts): reads the versions from
 * data/ through the content plugin's disk door and the live site's /legal-versions.json
 * (live-site.ts), decides whether a production build is due (decide.ts), says in German what it
 * decided and why, and if a build is due, starts it through Netlify's build hook (build-hook.ts),
 * or, when it only decides (the workflow's first job, which has no secret), hands the build's
 * title on to the job that starts it.
 * It fails (exit status 1, a red run in the Actions tab) when a build was due but could not be
 * started, when the live site's state cannot be read, and when data/ has a problem: then it
 * cannot tell which versions there are, and a production build would stop at the same problem.
 * It says only what it did itself: whether an earlier run started a build, the live site tells.
 */

/** The README's section that says how to set the build hook up, as the messages name it. */
export const README_SECTION = "Neue Fassung eines Rechtstexts: Build an ihrem ersten Tag";

export type Line = { level: "info" | "warning" | "error"; text: string };
type Outcome = {
  lines: Line[];
  exitCode: 0 | 1;
  /** The title of the build that is due, or asked for by hand; undefined when none is */
  due?: string;
};

export type Options = {
  /** data/ of the site */
  dataDir: string;
  /** The moment the run decides for: now, or another to see what a day will do */
  now: Date;
  /** Build even if the live site is current: asked for by hand, to try the build hook */
  buildAnyway: boolean;
  /** The value of NETLIFY_BUILD_HOOK */
  hook: string | undefined;
  post: Post;
  /** Reads the live site's /legal-versions.json */
  get: Get;
  /** The site to ask instead of data/site.json's siteUrl */
  site?: string | undefined;
  /** Only decide, and leave the build to another job: `hook` and `post` are not used */
  decideOnly?: boolean;
};

const info = (text: string): Line => ({ level: "info", text });
const warning = (text: string): Line => ({ level: "warning", text });
const error = (text: string): Line => ({ level: "error", text });
/** A run that failed: the error, and exit status 1. */
const failed = (text: string): Outcome => ({ lines: [error(text)], exitCode: 1 });

/** "/agb", "/agb und /datenschutz", "/a, /b und /c" */
const listed = (texts: ReadonlyArray<{ slug: string }>): string =>
  germanList(texts.map((text) => text.slug));

const begins = (versions: ReadonlyArray<VersionStart>): string =>
  versions.length === 1
    ? `beginnt eine neue Fassung von ${listed(versions)}`
    : `beginnen neue Fassungen von ${listed(versions)}`;

const lagLine = ({ slug, live, today }: Lagging): string =>
  live === undefined
    ? `${slug} zeigt dort keine Fassung, heute gilt die vom ${writtenDate(today)}`
    : `${slug} zeigt die Fassung ab ${writtenDate(live)}, heute gilt die ab ${writtenDate(today)}`;

const BUILDING = ": Produktions-Build wird angestoßen.";
const ANYWAY =
  "; der Produktions-Build wird trotzdem angestoßen, wie beim Start von Hand verlangt.";

/** The first line: what the run decided, and why. */
const decisionLine = (decision: Decision, buildAnyway: boolean): string => {
  const { day, starting, live, lagging, build } = decision;
  const today = `Heute, ${writtenDate(day)},`;
  const otherwise = buildAnyway ? ANYWAY : "; kein Build.";
  if (live.kind === "missing") {
    return `${today} hat die Live-Seite keine legal-versions.json (gebaut, bevor es die Datei gab)${BUILDING}`;
  }
  if (live.kind === "unknown") {
    if (starting.length > 0) return `${today} ${begins(starting)}${BUILDING}`;
    return `${today} beginnt keine neue Fassung${otherwise}`;
  }
  const { buildDay, staleFrom } = live.file;
  const state = [
    `gebaut am ${writtenDate(buildDay)}, neu zu bauen ab ${writtenDate(staleFrom)}`,
    ...lagging.map(lagLine),
  ].join("; ");
  if (build) return `${today} ist die Live-Seite nicht auf dem Stand (${state})${BUILDING}`;
  return `${today} ist die Live-Seite auf dem Stand (${state})${otherwise}`;
};

/** When the live site cannot tell its state: the run is red, and the day decides. */
const unknownLine = (siteUrl: string, reason: string): Line =>
  error(
    `Die Live-Seite ist nicht zu prüfen: ${liveFileUrl(siteUrl).href} ${reason}. Ob sie auf dem Stand ist, ist so nicht zu sagen; ersatzweise baut dieser Lauf nur, wenn heute eine neue Fassung beginnt.`,
  );

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

/** When no build is due: whether one could be started when the live site falls behind. */
const hookLine = (hook: Hook): Line => {
  const problem = hookProblem(hook);
  if (!problem) return info("Der Build-Hook ist eingerichtet (Secret NETLIFY_BUILD_HOOK).");
  return warning(
    `${problem}: Ist die Live-Seite nicht auf dem Stand (etwa am ersten Tag einer neuen Fassung), kann dieser Workflow keinen Build anstoßen, und die Website bleibt bis zum nächsten Deploy, wie sie ist. Einrichten: README, „${README_SECTION}“.`,
  );
};

const NOT_STARTED =
  "Der Produktions-Build wurde nicht angestoßen; die Website zeigt weiter, was der letzte Build gebaut hat.";

/** The build's title in Netlify's list of deploys. */
const buildTitle = ({ day, starting, lagging, build }: Decision): string => {
  if (!build) return "Von Hand angestoßen (Workflow „Neue Fassung eines Rechtstexts“)";
  if (starting.length > 0) return `Neue Fassung ab ${writtenDate(day)}: ${listed(starting)}`;
  return `Stand vom ${writtenDate(day)}${lagging.length > 0 ? `: ${listed(lagging)}` : ""} (Workflow „Neue Fassung eines Rechtstexts“)`;
};

/** When a build is due: start it, and say whether Netlify took it. */
const build = async (options: Options, decision: Decision): Promise<Outcome> => {
  const hook = readHook(options.hook);
  if (hook.kind !== "set") {
    return failed(
      `${hookProblem(hook)}. ${NOT_STARTED} Bitte den Build-Hook einrichten (README, „${README_SECTION}“) und diesen Workflow mit „Run workflow“ erneut starten, oder bei Netlify unter „Deploys“ den Build von Hand anstoßen („Trigger deploy“).`,
    );
  }
  const title = buildTitle(decision);
  const triggered = await triggerBuild(hook.url, title, options.post);
  if (!triggered.ok) {
    return failed(
      `${triggered.reason}. ${NOT_STARTED} Der nächste Lauf dieses Workflows versucht es wieder; sofort: diesen Workflow mit „Run workflow“ erneut starten, oder bei Netlify unter „Deploys“ den Build von Hand anstoßen („Trigger deploy“).`,
    );
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

/** When a build is due and only the decision is asked for: the title handed on. */
const handOn = (decision: Decision): Outcome => {
  const title = buildTitle(decision);
  return {
    lines: [info(`Den Produktions-Build stößt der nächste Job dieses Workflows an: „${title}“.`)],
    exitCode: 0,
    due: title,
  };
};

/** What follows the decision: the build (or, when only deciding, its title), or what comes next. */
const afterDecision = async (
  options: Options,
  decision: Decision,
  versions: ReadonlyArray<VersionStart>,
): Promise<Outcome> => {
  if (decision.build || options.buildAnyway) {
    return options.decideOnly ? handOn(decision) : build(options, decision);
  }
  const next = nextLine(versions, decision.day);
  // The job that only decides has no secret: whether the hook is set, it cannot tell.
  if (options.decideOnly) return { lines: [next], exitCode: 0 };
  return { lines: [next, hookLine(readHook(options.hook))], exitCode: 0 };
};

/** A problem in data/: no build, and a red run. */
const contentProblems = (problems: ReadonlyArray<Parameters<typeof formatProblem>[0]>) => {
  const count = problems.length;
  return failed(
    [
      `Die Inhalte in data/ enthalten ${count === 1 ? "einen Fehler" : `${count} Fehler`}: Welche Fassungen es gibt, ist so nicht sicher zu sagen, und ein Produktions-Build würde an ${count === 1 ? "ihm" : "ihnen"} scheitern. Kein Build.`,
      ...problems.map((problem) => `  ✖ ${formatProblem(problem)}`),
      "Bitte korrigieren. Hilfe: CONTENT.md",
    ].join("\n"),
  );
};

/** The run: compare the live site with data/, and start the build if it is due. */
export const runLegalDay = async (options: Options): Promise<Outcome> => {
  const content = loadContent(options.dataDir);
  if (!isValid(content)) return contentProblems(content.problems);
  const day = germanDay(options.now);
  const versions = content.legal.flatMap(({ slug, frontmatter }) =>
    slug && frontmatter?.validFrom ? [{ slug, validFrom: frontmatter.validFrom }] : [],
  );
  const siteUrl = options.site ?? content.data.site.siteUrl;
  const live = await readLiveState(siteUrl, options.get);
  const { texts: inForce } = legalVersionsFile(content.legal, day);
  const decision = decide({ day, versions, inForce, live });
  const unknown = live.kind === "unknown" ? [unknownLine(siteUrl, live.reason)] : [];
  const first = info(decisionLine(decision, options.buildAnyway));
  const outcome = await afterDecision(options, decision, versions);
  return {
    ...outcome,
    lines: [...unknown, first, ...outcome.lines],
    exitCode: unknown.length > 0 ? 1 : outcome.exitCode,
  };
};
