import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The line width Prettier lays out data/*.json with (.prettierrc.json): what the editors' forms
 * keep when it saves, what `npm run format` writes, what the tests compare with.
 */
export const printWidthOf = (siteDir: string): number => {
  const { printWidth } = JSON.parse(
    readFileSync(path.join(siteDir, ".prettierrc.json"), "utf8"),
  ) as {
    printWidth?: number;
  };
  return printWidth ?? 80;
};
