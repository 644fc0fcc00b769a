import path from "node:path";
import type { NodePluginArgs } from "gatsby";
import type { DevelopView } from "./save-arrival";

/**
 * Works around Gatsby's lack of a public "queries done" signal; the nearest request,
 * https://github.com/gatsbyjs/gatsby/issues/23679, was closed without one.
 *
 * What the local backend reads of the running development server: the File nodes of
 * gatsby-source-filesystem (inode, modification time, the MD5 digest of the bytes it read) and,
 * from Gatsby's internal store, whether page queries or page data are still pending
 * (`queries.trackedQueries`, `pendingPageDataWrites`; see UPGRADING.md). Should a Gatsby release
 * rename them, `busy` reports nothing pending and a save waits only for the file's node.
 */

type QueryState = { dirty: number; running: number };
type GatsbyState = {
  queries?: { trackedQueries?: Map<string, QueryState> };
  pendingPageDataWrites?: { pagePaths?: Set<string> };
};
type FileNode = {
  absolutePath?: string;
  ino?: number;
  mtimeMs?: number;
  internal?: { contentDigest?: string };
};

export const developView = ({
  store,
  getNodesByType,
}: Pick<NodePluginArgs, "store" | "getNodesByType">): DevelopView => {
  let changed = Date.now();
  store.subscribe(() => {
    changed = Date.now();
  });
  return {
    fileNode: (file) => {
      const node = (getNodesByType("File") as FileNode[]).find(
        (candidate) => candidate.absolutePath && path.resolve(candidate.absolutePath) === file,
      );
      if (node?.ino === undefined || node.mtimeMs === undefined) return undefined;
      const { ino, mtimeMs, internal } = node;
      return {
        ino,
        mtimeMs,
        ...(internal?.contentDigest ? { contentDigest: internal.contentDigest } : {}),
      };
    },
    busy: () => {
      const { queries, pendingPageDataWrites } = store.getState() as GatsbyState;
      const tracked = queries?.trackedQueries ?? new Map<string, QueryState>();
      // With Query on Demand (npm start outside CI) an outdated page's query runs, and its
      // page data is written, when the page is requested, and the request waits for both;
      // without it, every outdated query runs now.
      const onDemand = Boolean(process.env.GATSBY_QUERY_ON_DEMAND);
      const waits = (query: QueryState | undefined) => onDemand && (query?.dirty ?? 0) !== 0;
      const writing = [...(pendingPageDataWrites?.pagePaths ?? [])].some(
        (page) => !waits(tracked.get(page)),
      );
      const querying = [...tracked.values()].some(
        (query) => query.running !== 0 || (!onDemand && query.dirty !== 0),
      );
      return writing || querying;
    },
    lastChange: () => changed,
  };
};
