import { checkFrozenVersions } from "../../check-versions";
import { resolveRevision } from "../../revision";
import { plain, repository } from "./scratch-repository";

/** The day the freeze tests build for: SITE_DATE set for the file's tests, then restored. */
export const buildOn = (day: string): void => {
  let saved: string | undefined;
  beforeAll(() => {
    saved = process.env.SITE_DATE;
    process.env.SITE_DATE = day;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.SITE_DATE;
    else process.env.SITE_DATE = saved;
  });
};

/**
 * The freeze of the scratch repository's working tree against its last commit on `day`, in plain
 * words; `code`: the repository holds the code that renders its pages.
 */
export const freezeOn = async (day: string, { code = false } = {}): Promise<string[]> =>
  (
    await checkFrozenVersions({
      root: repository,
      revision: "main",
      commit: resolveRevision(repository, "HEAD"),
      day,
      ...(code ? { code: repository } : {}),
    })
  ).map(plain);
