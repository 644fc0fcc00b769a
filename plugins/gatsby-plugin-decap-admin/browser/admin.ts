import {
  ADMIN_PATH,
  type AdminSettings,
  CONFIG_ELEMENT_ID,
  DECAP_SCRIPT,
  JSON_FORMAT,
  LOCAL_BACKEND_PATH,
  MARKDOWN_FORMAT,
  NO_MEDIA_LIBRARY,
  NOTICE_ELEMENT_ID,
} from "../config/admin-contract";
import type { CmsConfig, Phrases } from "../config/cms-types";
import { germanPhrases } from "../config/decap-fixes";
import { frontmatterFormat } from "../formats/frontmatter-format";
import { jsonFormat } from "../formats/json-format";
import { installDecapFixes, toolbarWord } from "./decap-fixes";
import type { WidgetApi } from "./decap-fixes/text-limits";
import { registerFormPreview, type DecapPreviewApi } from "./form-preview";
import type { NewVersionWords } from "./new-version-offer";
import { sendSessionToken } from "./session-token";

/**
 * The script of the editors' forms' page (/admin/): it reads the settings the build derived from
 * the content model (in the page as JSON), loads Decap CMS from this site, registers the file
 * formats of data/ (formats/), installs the Decap fixes (decap-fixes/) and starts Decap
 * with the configuration; in `npm start` its requests to the local backend carry the session
 * token (session-token.ts).
 * Where Decap could not work (a build that knows no GitHub repository, outside `npm start`), it
 * says so instead and loads nothing.
 */

type Formatter = {
  fromFile: (content: string) => unknown;
  toFile: (data: never, fieldsOrder?: ReadonlyArray<string>) => string;
};

type MediaLibrary = { show: () => void; hide: () => void; enableStandalone: () => boolean };

type DecapCms = DecapPreviewApi &
  WidgetApi & {
    init: (options: { config: CmsConfig }) => void;
    registerCustomFormat: (name: string, extension: string, formatter: Formatter) => void;
    registerMediaLibrary: (library: { name: string; init: () => MediaLibrary }) => void;
    getLocale: (locale: string) => Phrases | undefined;
    registerLocale: (locale: string, phrases: Phrases) => void;
  };

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapCms;
  }
}

const notice = (text: string): void => {
  const element = document.getElementById(NOTICE_ELEMENT_ID);
  if (!element) return;
  element.textContent = text;
  element.hidden = false;
};

const FAILED =
  "Die Redaktionsoberfläche konnte nicht geladen werden. Bitte laden Sie die Seite neu.";
const NO_REPOSITORY =
  "Diese Fassung der Website kennt ihr GitHub-Repository nicht: Sie wurde weder auf Netlify gebaut (REPOSITORY_URL) noch aus einem Klon eines GitHub-Repositorys. Inhalte bearbeiten Sie in diesem Fall lokal mit „npm start“ unter http://localhost:8000/admin/.";

/** Decap's bundle, told first not to start by itself. */
const loadDecap = (): Promise<DecapCms> =>
  new Promise((resolve, reject) => {
    window.CMS_MANUAL_INIT = true;
    const script = document.createElement("script");
    script.src = `${ADMIN_PATH}${DECAP_SCRIPT}`;
    script.onload = () => (window.CMS ? resolve(window.CMS) : reject(new Error("no CMS")));
    script.onerror = () => reject(new Error(`${script.src} did not load`));
    document.head.append(script);
  });

/**
 * Decap's configuration for this page's origin: the live site, a deploy preview, the development
 * server.
 */
const configFor = ({ config, localBackend }: AdminSettings): CmsConfig => ({
  ...config,
  site_url: location.origin,
  display_url: location.origin,
  ...(localBackend
    ? { local_backend: { url: new URL(LOCAL_BACKEND_PATH, location.origin).href } }
    : {}),
});

/** The status menu's button of a saved form and its entry „Neue Fassung anlegen“. */
const statusWords = (phrases: Phrases): NewVersionWords => {
  const word = toolbarWord(phrases);
  return { saved: word("published"), duplicate: word("duplicate") };
};

const start = async (): Promise<void> => {
  const source = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!source) return notice(FAILED);
  const settings = JSON.parse(source) as AdminSettings;
  if (!settings.config.backend.repo && !settings.localBackend) return notice(NO_REPOSITORY);
  // Before anything asks the local backend or data-files.json (Decap's check for the backend,
  // the preview pane's first look at data/).
  if (settings.localBackend) sendSessionToken(settings.sessionToken);
  const cms = await loadDecap().catch(() => undefined);
  if (!cms) return notice(FAILED);
  cms.registerCustomFormat(
    JSON_FORMAT,
    "json",
    jsonFormat(settings.config.collections, settings.printWidth),
  );
  cms.registerCustomFormat(MARKDOWN_FORMAT, "md", frontmatterFormat(settings.config.collections));
  cms.registerMediaLibrary({
    name: NO_MEDIA_LIBRARY,
    init: () => ({ show: () => undefined, hide: () => undefined, enableStandalone: () => false }),
  });
  const phrases = germanPhrases(cms.getLocale("de"), { local: settings.localBackend });
  registerFormPreview(cms, settings, statusWords(phrases));
  cms.registerLocale("de", phrases);
  installDecapFixes(settings, phrases, cms);
  cms.init({ config: configFor(settings) });
};

void start();
