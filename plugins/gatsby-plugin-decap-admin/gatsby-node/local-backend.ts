import path from "node:path";
import express, {
  Router,
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type Response,
} from "express";
import { registerLocalFs } from "decap-server/dist/middlewares";
import type { Reporter } from "gatsby";
import { isEditableFile, listingRefusal } from "./editable-files";
import { replaceFiles, sweepScratch, TargetChanged } from "./replace-files";
import { onlyOwnScript } from "./request-guard";
import {
  writeUntilShown,
  type Arrival,
  type ArrivalLimits,
  type DevelopView,
} from "./save-arrival";
import { saveOrder } from "./save-order";

/**
 * Decap's local backend in `npm start`: decap-server's file system proxy, which reads and writes
 * the files of the site directory for Decap, mounted in Gatsby's development server (so there is no
 * second port, and the page and its backend share an origin). It writes files, so it answers only
 * the editors' forms of this development server (request-guard.ts: this machine, this server's
 * name, the page's session token; here: a script of the page, whose Origin is this server), and
 * what it then reads and writes is limited to the editors' files (editable-files.ts). A save is
 * written here, in order and flushed (replace-files.ts, save-arrival.ts), not by decap-server.
 *
 * decap-server adds its logger, its CORS rule and a JSON parser for 50 MB bodies to the router it
 * is given; it gets a router of its own, which only a request that passed every check reaches.
 */

/**
 * The largest body a request may have: the longest legal text, data/legal/datenschutz.md with
 * 43,177 bytes, is 43,782 bytes as the JSON Decap sends to save it; 1 MB leaves room for a text
 * twenty times as long, and refuses anything else unread.
 */
const BODY_LIMIT = "1mb";

const NOT_EDITABLE =
  "Die lokale Bearbeitung liest und schreibt nur die Dateien des Inhaltsmodells in data/ (etwa data/pricing.json) und Rechtstexte in data/legal/, deren Name aus Kleinbuchstaben, Ziffern und Bindestrichen besteht und auf .md endet.";
const NO_MEDIA =
  "Die Website hat keine Mediathek; Mediendateien können Sie hier weder laden noch hochladen.";
const NO_DELETING = "Die lokale Bearbeitung löscht keine Dateien; löschen Sie sie bitte in Git.";
const TOO_LARGE =
  "Die Anfrage ist größer als 1\u00a0MB, mehr als die lokale Bearbeitung für einen Rechtstext annimmt.";
const REPLACED =
  "Eine neuere Speicherung derselben Datei (aus einem anderen Tab oder einem Editor) hat diese ersetzt; die Datei enthält jetzt jene Fassung. Laden Sie die Seite neu, um sie zu sehen – Ihre Änderungen in diesem Formular gehen dabei verloren.";

const legalNamesRefused = (files: string[]): string =>
  `Die Rechtstexte lassen sich nicht laden, weil die lokale Bearbeitung ${files.join(", ")} nicht liest: Ein Rechtstext braucht einen Namen aus Kleinbuchstaben, Ziffern und Bindestrichen mit .md und darf kein symbolischer Link sein. Benennen Sie sie bitte um oder nehmen Sie sie aus data/legal/.`;
const notSaved = (error: unknown): string =>
  `Die Datei ließ sich nicht speichern: ${error instanceof Error ? error.message : String(error)}`;

const refuse = (response: Response, error: string, status = 403): void => {
  response.status(status).json({ error });
};

type Params = Record<string, unknown>;

/** How saves are answered: once the development server shows them, in order per file. */
export type SaveWatch = {
  view: DevelopView;
  reporter: Pick<Reporter, "info" | "warn">;
  limits?: ArrivalLimits;
};

/** What the terminal of `npm start` says about a save. */
const report = (reporter: SaveWatch["reporter"], names: string, arrival: Arrival): void => {
  const seconds = `${(arrival.milliseconds / 1000).toFixed(1).replace(".", ",")}\u00a0s`;
  const said: Record<Arrival["outcome"], () => void> = {
    shown: () =>
      reporter.info(
        `Gespeichert: ${names}; die lokale Vorschau zeigt die Änderung nach ${seconds}.`,
      ),
    read: () =>
      reporter.info(
        `Gespeichert: ${names}; die lokale Vorschau hat die Änderung übernommen und erneuert ihre Seiten noch.`,
      ),
    unchanged: () =>
      reporter.info(
        `Unverändert: ${names}; die Datei enthält diesen Text schon, und die lokale Vorschau zeigt ihn.`,
      ),
    replaced: () =>
      reporter.warn(
        `Ersetzt: ${names}; eine neuere Speicherung derselben Datei (aus einem anderen Tab oder einem Editor) gilt, diese ist nicht mehr in der Datei.`,
      ),
    lost: () =>
      reporter.warn(
        `${names} ist gespeichert, aber die lokale Vorschau hat die Änderung auch nach ${arrival.attempts} Versuchen nicht übernommen. Starten Sie npm start bitte neu.`,
      ),
  };
  said[arrival.outcome]();
};

/** One backend's saves: each in its file's order, written until the development server shows it. */
const saver = (root: string, watch: SaveWatch) => {
  const request = saveOrder();
  return (files: { path: string; raw: string }[]): Promise<Arrival> => {
    const edited = files.map((file) => ({ name: file.path, text: file.raw }));
    const targets = edited.map(({ name, text }) => ({ path: path.resolve(root, name), text }));
    const ticket = request(targets.map((target) => target.path));
    const write = () => replaceFiles(root, edited, (name) => isEditableFile(root, name));
    const names = edited.map(({ name }) => name).join(", ");
    return writeUntilShown({ files: targets, write, ticket }, watch.view, watch.limits).then(
      (arrival) => {
        report(watch.reporter, names, arrival);
        return arrival;
      },
      (error: unknown) => {
        watch.reporter.warn(`${names}: ${notSaved(error)}`);
        throw error;
      },
    );
  };
};

const pathsOf = (files: unknown[]): unknown[] => files.map((file) => (file as Params)?.path);

/**
 * Whether a save names only editable files, with a text each, and moves none: a new path would
 * move the file, and with it its whole folder; no form renames.
 */
const isPlainSave = (root: string, dataFiles: unknown[]): boolean =>
  dataFiles.every((file) => {
    const { path: name, raw, newPath } = (file ?? {}) as Params;
    return typeof raw === "string" && newPath === undefined && isEditableFile(root, name);
  });

/**
 * What each of decap-server's actions may do: those that name files pass only with editable
 * ones, `info` and `getDeployPreview` name none; a save is written here; every other action is
 * refused.
 */
const onlyEditableFiles =
  (root: string, save: ReturnType<typeof saver>) =>
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
      case "entriesByFolder": {
        const refused = listingRefusal(root, params.folder, params.extension, params.depth);
        if (!refused) return next();
        return refuse(response, refused.length > 0 ? legalNamesRefused(refused) : NOT_EDITABLE);
      }
      case "persistEntry": {
        // decap-server writes `dataFiles`, or else `entry` (the older form of the request).
        const { entry, dataFiles = [entry], assets } = params;
        if (!(Array.isArray(assets) && assets.length === 0)) return refuse(response, NO_MEDIA);
        if (!Array.isArray(dataFiles) || dataFiles.length === 0) return pass(false);
        if (!isPlainSave(root, dataFiles)) return pass(false);
        save(dataFiles as { path: string; raw: string }[]).then(
          ({ outcome }) =>
            outcome === "replaced"
              ? refuse(response, REPLACED, 409)
              : response.json({ message: "entry persisted" }),
          (error: unknown) =>
            error instanceof TargetChanged
              ? refuse(response, NOT_EDITABLE)
              : refuse(response, notSaved(error), 500),
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

/** A body over the limit, or one that is no JSON, in German instead of a stack trace. */
const unreadableBody: ErrorRequestHandler = (error, _request, response, next) => {
  const type = (error as { type?: string }).type;
  if (type === "entity.too.large") return refuse(response, TOO_LARGE, 413);
  if (type === "entity.parse.failed") {
    return refuse(response, "Die Anfrage an die lokale Bearbeitung ist kein gültiges JSON.", 400);
  }
  next(error);
};

/**
 * Registers the proxy for the files of `siteDir` at /api/v1 of the router (decap-server's path),
 * behind the checks, after the router's own (request-guard.ts). A save is answered once the
 * development server shows it. Sweeps away what saves of an earlier run left unfinished.
 */
export const registerLocalBackend = async (
  router: Router,
  siteDir: string,
  watch: SaveWatch,
): Promise<void> => {
  // decap-server serves the directory it is told, or the working directory; the checks look at
  // the same one.
  const root = path.resolve((process.env.GIT_REPO_DIRECTORY ??= siteDir));
  await sweepScratch(root);
  const decapServer = Router();
  await registerLocalFs(decapServer, { logLevel: "warn" });
  router.post(
    "/api/v1",
    onlyOwnScript,
    express.json({ limit: BODY_LIMIT }),
    onlyEditableFiles(root, saver(root, watch)),
    decapServer,
  );
  router.use("/api/v1", unreadableBody);
};
