import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  checkContent,
  ContentError,
  isValid,
  type Content,
  type DataEntry,
  type ValidContent,
} from "./content-check";

/**
 * The one place on the node side that reads data/ (content-check.ts judges it): gatsby-node
 * turns it into nodes and stops the build on a problem, gatsby-ssr takes the head tags and the
 * JSON-LD from it, the sitemap its pages, and the development server shows its problems in the browser.
 * It is read again only when a file in data/ changes.
 */

const isEditorFile = (name: string): boolean => !name.startsWith(".");

/** Every file in data/ with its size and modification time: changes when any file does. */
const signatureOf = (dataDir: string): string => {
  if (!existsSync(dataDir)) return "missing";
  return (readdirSync(dataDir, { recursive: true }) as string[])
    .filter((file) => !file.startsWith("schema") && file.split(path.sep).every(isEditorFile))
    .sort()
    .map((file) => {
      const stats = statSync(path.join(dataDir, file));
      return `${file}:${stats.size}:${stats.mtimeMs}`;
    })
    .join("|");
};

/** One entry of data/: a file with its bytes, or a folder. */
const entryOf = (full: string, relative: string): DataEntry =>
  statSync(full).isDirectory()
    ? { path: relative }
    : { path: relative, bytes: new Uint8Array(readFileSync(full)) };

/**
 * The files and folders directly in data/ and in data/legal/ (the only places the site reads),
 * without data/schema/ (generated) and hidden files.
 */
export const readDataDirectory = (dataDir: string): DataEntry[] | undefined => {
  if (!existsSync(dataDir)) return undefined;
  const entries: DataEntry[] = [];
  for (const name of readdirSync(dataDir).filter(isEditorFile)) {
    if (name === "schema") continue;
    const full = path.join(dataDir, name);
    entries.push(entryOf(full, `data/${name}`));
    if (name !== "legal" || !statSync(full).isDirectory()) continue;
    for (const legal of readdirSync(full).filter(isEditorFile)) {
      entries.push(entryOf(path.join(full, legal), `data/legal/${legal}`));
    }
  }
  return entries;
};

const cache = new Map<string, { signature: string; content: Content }>();

/** Everything in data/, read and checked; read again only after a file has changed. */
export const loadContent = (dataDir: string): Content => {
  const signature = signatureOf(dataDir);
  const cached = cache.get(dataDir);
  if (cached?.signature === signature) return cached.content;
  const content = checkContent(readDataDirectory(dataDir));
  cache.set(dataDir, { signature, content });
  return content;
};

/** The content of data/ for a build, which must not go on with a problem. */
export const validContent = (dataDir: string): ValidContent => {
  const content = loadContent(dataDir);
  if (!isValid(content)) throw new ContentError(content.problems);
  return content;
};
