/**
 * The content plugin's door for Node: reading data/ from disk, and where Gatsby keeps the site.
 * Everything else (the model, its words, the check, the messages) is in index.ts, which runs in
 * the browser too (the editors' forms and the site's own components import it).
 */
export {
  isRefusedEntry,
  loadContent,
  readDataDirectory,
  validContent,
} from "./content/content-source";
export { dataDirectory, siteDirectory } from "./gatsby-node/site-directory";
