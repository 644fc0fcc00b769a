import { notFoundLogScript } from "./not-found-log";
import { phoneMenuScript } from "./phone-menu";
import { speculationRules } from "./speculation-rules";

/**
 * Every script a built page may carry, each written in full here: the Content-Security-Policy
 * allows exactly these by their hashes, and the build stops on any other.
 */
export const inlineScripts: ReadonlyArray<{ name: string; type?: string; code: string }> = [
  { name: "phone menu", code: phoneMenuScript },
  { name: "404 console message", code: notFoundLogScript },
  { name: "speculation rules", type: "speculationrules", code: speculationRules },
];
