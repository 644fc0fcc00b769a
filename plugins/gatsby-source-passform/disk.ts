/**
 * The content plugin's door for Node: reading data/ from disk and from a Git revision, where Gatsby keeps the site, and
 * the legal pages' GraphQL type, which gatsby-config.ts hands to the remark plugin that declares it.
 * The model, the check and the messages are in check.ts, which runs in the browser too (the
 * editors' forms import it); the words the site's own components share with the model are in
 * index.ts.
 */
export {
  isRefusedEntry,
  loadContent,
  readDataDirectory,
  validContent,
} from "./disk/content-source";
export { dataDirectory, siteDirectory } from "./disk/site-directory";
export { dataAtRevision, gitOutput } from "./disk/revision-source";
export { legalPageTypeDefs } from "./content/derive/graphql-types";
