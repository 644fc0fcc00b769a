import type { CmsConfig } from "./cms-types";

/**
 * What the generated page of the editors' forms and its script agree on: where the configuration
 * stands in the page, the names of the file formats the script registers, and where the development
 * server serves Decap's local backend and how the page proves it is this server's own. Imported by
 * the Node side and by the browser script.
 */
export const ADMIN_PATH = "/admin/";
/** The script of this plugin, next to Decap's own in /admin/ */
export const ADMIN_SCRIPT = "passform-admin.js";
export const DECAP_SCRIPT = "decap-cms.js";
/** data/ as the repository holds it, for the preview pane and the verdict (path, base64 bytes) */
export const REPOSITORY_FILES = "data-files.json";
/**
 * data/ as the branch main holds it, in the same form: the legal versions that count (reviewed
 * and on main) are judged against it, as a pull request's freeze judges them
 */
export const MAIN_FILES = "main-files.json";
/** The id of the <script type="application/json"> holding the settings below */
export const CONFIG_ELEMENT_ID = "cms-config";

/**
 * Who serves the page: the build (the live site, a deploy preview), or `npm start` with Decap's
 * local backend at LOCAL_BACKEND_PATH and the token of this run of the development server.
 */
export type LocalBackend =
  | { localBackend: false }
  | {
      localBackend: true;
      /** Made anew at each start of `npm start`; sent as SESSION_HEADER to SESSION_PATHS */
      sessionToken: string;
    };

/** What the page tells its script: Decap's configuration and how data/ is laid out. */
export type AdminSettings = {
  config: CmsConfig;
  /** Prettier's line width for data/*.json (.prettierrc.json), which saved files keep */
  printWidth: number;
} & LocalBackend;
/** The element the script writes a notice into when Decap cannot start */
export const NOTICE_ELEMENT_ID = "admin-notice";
/** Decap's local backend (decap-server's file system proxy) in `npm start` */
export const LOCAL_BACKEND_PATH = `${ADMIN_PATH}api/v1`;
/** The request header that carries the session token of `npm start` (LocalBackend) */
export const SESSION_HEADER = "x-passform-session";
/**
 * What `npm start` answers only with the session token: the local backend, which reads and
 * writes data/, and data/ as it is on disk, unsaved edits included.
 */
export const SESSION_PATHS: ReadonlyArray<string> = [
  LOCAL_BACKEND_PATH,
  `${ADMIN_PATH}${REPOSITORY_FILES}`,
  `${ADMIN_PATH}${MAIN_FILES}`,
];
/** JSON written with the key order, indentation and final newline the files in data/ have */
export const JSON_FORMAT = "passform-json";
/** Markdown with a frontmatter of double-quoted values, as data/legal/*.md are written */
export const MARKDOWN_FORMAT = "passform-frontmatter";
/** No media library: nothing on the site is an upload, so Decap offers none */
export const NO_MEDIA_LIBRARY = "keine-medien";
/** On the site's page in the preview pane, below the panels (preview/render-preview.tsx) */
export const PAGE_ATTRIBUTE = "data-preview-page";
/** On the panel that sticks to the pane's top above the page (preview/render-preview.tsx) */
export const STUCK_ATTRIBUTE = "data-preview-stuck";
