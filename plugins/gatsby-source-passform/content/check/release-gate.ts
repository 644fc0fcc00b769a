import { formatReleaseBlockers, formatSamples, type Sample } from "../model/samples";

/**
 * Whether this build publishes the production site. Netlify sets CONTEXT=production for the
 * production branch and deploy-preview or branch-deploy otherwise; locally
 * `CONTEXT=production npm run build` builds as production does. Everything else is a preview
 * build (deploy previews, branch deploys, `npm start`, a plain `npm run build`): it builds the
 * site with its samples and marks them.
 */
const isProductionRelease = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.CONTEXT === "production";

/** What a build says about the samples left: a reason to stop (production) or a warning. */
type SampleVerdict =
  { kind: "none" } | { kind: "warn"; message: string } | { kind: "refuse"; message: string };

export const judgeSamples = (
  samples: ReadonlyArray<Sample>,
  env: NodeJS.ProcessEnv = process.env,
): SampleVerdict => {
  if (samples.length === 0) return { kind: "none" };
  return isProductionRelease(env)
    ? { kind: "refuse", message: formatReleaseBlockers(samples) }
    : { kind: "warn", message: formatSamples(samples) };
};
