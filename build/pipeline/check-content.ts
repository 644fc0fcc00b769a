/**
 * First step of `npm run build`: checks data/ before anything is cleaned or built, so a
 * mistake stops the build while public/ still holds the last good site (gatsby build checks
 * again in onPreBootstrap, for whoever runs it directly).
 */
import path from "node:path";
import { loadContent } from "../content/content-source";
import { formatProblems } from "../content/problems";

const { problems } = loadContent(path.resolve(__dirname, "../../data"));
if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log("Inhalte in data/ geprüft: keine Fehler");
