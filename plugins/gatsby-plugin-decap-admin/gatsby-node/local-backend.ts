import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { registerLocalFs } from "decap-server/dist/middlewares";
import type { Reporter } from "gatsby";
import { isEditableFile, isEditableListing } from "./editable-files";
import { writeUntilShown, type DevelopView } from "./save-arrival";

/**
 * Decap's local backend in `npm start`: decap-server's file system proxy, which reads and writes
 * the files of the site directory for Decap, mounted in Gatsby's development server (so there is no
 * second port, and the page and its backend share an origin). It writes files, so it answers only
 * the editors' forms of this development server: a request from this machine (loopback), sent by a
 * page on localhost of this very server. Gatsby's server answers every CORS preflight, so the
 * Origin header is checked here: another site open in the editor's browser, or a page on another
 * port, cannot save anything, and neither can another machine if the development server is started
 * with a network address (gatsby develop -H 0.0.0.0). What it then reads and writes is limited to
 * the editors' files (editable-files.ts).
 */

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const LOCAL_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const isOwnLocalOrigin = (origin: string | undefined, host: string | undefined): boolean => {
  if (!origin || !host) return false;
  try {
    const url = new URL(origin);
    return LOCAL_NAMES.has(url.hostname) && url.host === host && url.protocol === "http:";
  } catch {
    return false;
  }
};

const refuse = (response: Response, error: string): void => {
  response.status(403).json({ error });
};

const onlyThisServer = (request: Request, response: Response, next: NextFunction): void => {
  const fromLoopback = LOOPBACK.has(request.socket.remoteAddress ?? "");
  // A browser says whether the page that sent the request has this origin; when it says so,
  // nothing else passes.
  const site = request.get("sec-fetch-site");
  const samePage = site === undefined || site === "same-origin";
  if (fromLoopback && samePage && isOwnLocalOrigin(request.get("origin"), request.get("host"))) {
    next();
    return;
  }
  refuse(response, "Die lokale Bearbeitung nimmt nur Anfragen der eigenen lokalen Vorschau an.");
};

const NOT_EDITABLE =
  "Die lokale Bearbeitung liest und schreibt nur data/*.json und data/legal/*.md.";
const NO_MEDIA =
  "Die Website hat keine Mediathek; Mediendateien können Sie hier weder laden noch hochladen.";
const NO_DELETING = "Die lokale Bearbeitung löscht keine Dateien; löschen Sie sie bitte in Git.";

type Params = Record<string, unknown>;

const targetOf = (root: string, file: Params): string => path.resolve(root, String(file.path));

/**
 * Writes the saved files as a new file each, put in place by a rename, where decap-server would
 * overwrite them in place: Gatsby's file watcher never reads a file half written (emptied, then
 * written), and gatsby-source-filesystem, which keeps a file's digest by its modification time
 * and inode, reads the digest of a renamed file (a new inode) afresh. The new file is written in
 * Gatsby's .cache/ (the same disk as the project), not in data/, which is watched.
 */
const replaceFiles = async (root: string, files: Params[]): Promise<void> => {
  const scratch = path.join(root, ".cache", "editor-saves");
  await mkdir(scratch, { recursive: true });
  for (const [index, file] of files.entries()) {
    const next = path.join(scratch, `${process.pid}-${Date.now()}-${index}`);
    await writeFile(next, String(file.raw ?? ""));
    await rename(next, targetOf(root, file));
  }
};

/** How a save is answered: once the file is written, or once the development server shows it. */
type SaveWatch = { view: DevelopView; reporter: Pick<Reporter, "info" | "warn"> };

/** Writes the files; with a view of the development server, until it shows them (save-arrival.ts). */
const save = async (root: string, files: Params[], watch?: SaveWatch): Promise<void> => {
  if (!watch) {
    await replaceFiles(root, files);
    return;
  }
  const arrival = await writeUntilShown(
    () => replaceFiles(root, files),
    files.map((file) => targetOf(root, file)),
    watch.view,
  );
  const names = files.map((file) => String(file.path)).join(", ");
  const seconds = `${(arrival.milliseconds / 1000).toFixed(1).replace(".", ",")}\u00a0s`;
  if (arrival.outcome === "lost") {
    watch.reporter.warn(
      `${names} ist gespeichert, aber die lokale Vorschau hat die Änderung auch nach ${arrival.attempts} Versuchen nicht übernommen. Starten Sie npm start bitte neu.`,
    );
  } else if (arrival.outcome === "read") {
    watch.reporter.info(
      `Gespeichert: ${names}; die lokale Vorschau hat die Änderung übernommen und erneuert ihre Seiten noch.`,
    );
  } else {
    watch.reporter.info(
      `Gespeichert: ${names}; die lokale Vorschau zeigt die Änderung nach ${seconds}.`,
    );
  }
};

const pathsOf = (files: unknown[]): unknown[] => files.map((file) => (file as Params)?.path);

/**
 * What each of decap-server's actions may do: those that name files pass only with editable
 * ones, `info` and `getDeployPreview` name none; every other action is refused.
 */
const onlyEditableFiles =
  (root: string, watch?: SaveWatch) =>
  (request: Request, response: Response, next: NextFunction): void => {
    const body = (request.body ?? {}) as Params;
    const params = (body.params ?? {}) as Params;
    const editable = (...files: unknown[]) => files.every((file) => isEditableFile(root, file));
    const pass = (allowed: boolean) => (allowed ? next() : refuse(response, NOT_EDITABLE));
    switch (body.action) {
      case "info":
      case "getDeployPreview":
        return next();
      case "getEntry":
        return pass(editable(params.path));
      case "entriesByFiles":
        return pass(Array.isArray(params.files) && editable(...pathsOf(params.files)));
      case "entriesByFolder":
        return pass(isEditableListing(root, params.folder, params.extension, params.depth));
      case "persistEntry": {
        // decap-server writes `dataFiles`, or else `entry` (the older form of the request).
        const { entry, dataFiles = [entry], assets } = params;
        if (!(Array.isArray(assets) && assets.length === 0)) return refuse(response, NO_MEDIA);
        if (!Array.isArray(dataFiles) || dataFiles.length === 0) return pass(false);
        // A new path would move the file, and with it its whole folder; no form renames.
        const moves = dataFiles.some((file) => (file as Params)?.newPath !== undefined);
        if (moves || !editable(...pathsOf(dataFiles))) return pass(false);
        save(root, dataFiles as Params[], watch).then(
          () => response.json({ message: "entry persisted" }),
          (error: unknown) => next(error),
        );
        return;
      }
      // Decap asks for the files of the media folder whenever it opens a form of data/; the
      // site has none (cms-config.ts), and the answer says so without looking at the disk.
      case "getMedia":
        response.json([]);
        return;
      case "getMediaFile":
      case "persistMedia":
        return refuse(response, NO_MEDIA);
      case "deleteFile":
      case "deleteFiles":
        return refuse(response, NO_DELETING);
      default:
        return refuse(response, NOT_EDITABLE);
    }
  };

/**
 * Registers the proxy for the files of `siteDir` at /api/v1 of the router (decap-server's path),
 * behind the checks. With `watch`, a save is answered once the development server shows it.
 */
export const registerLocalBackend = async (
  router: Router,
  siteDir: string,
  watch?: SaveWatch,
): Promise<void> => {
  // decap-server serves the directory it is told, or the working directory; the checks look at
  // the same one.
  const root = path.resolve((process.env.GIT_REPO_DIRECTORY ??= siteDir));
  // The body is read here for the checks (decap-server's own parser then leaves it as it is).
  router.post(
    "/api/v1",
    onlyThisServer,
    express.json({ limit: "5mb" }),
    onlyEditableFiles(root, watch),
  );
  await registerLocalFs(router, { logLevel: "warn" });
};
