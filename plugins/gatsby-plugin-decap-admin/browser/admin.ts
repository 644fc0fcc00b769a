import {
  type AdminSettings,
  CONFIG_ELEMENT_ID,
  JSON_FORMAT,
  LOCAL_BACKEND_PATH,
  MARKDOWN_FORMAT,
  NO_MEDIA_LIBRARY,
  NOTICE_ELEMENT_ID,
} from "../config/admin-contract";
import type { CmsConfig } from "../config/cms-types";
import { frontmatterFormat } from "./frontmatter-format";
import { jsonFormat } from "./json-format";

/**
 * The admin page's own script, loaded before Decap CMS: it keeps Decap from starting by itself,
 * then registers the file formats of data/ and starts it with the configuration the build
 * derived from the content model (in the page as JSON).
 */

type Formatter = {
  fromFile: (content: string) => unknown;
  toFile: (data: never, fieldsOrder?: ReadonlyArray<string>) => string;
};

type DecapCms = {
  init: (options: { config: CmsConfig }) => void;
  registerCustomFormat: (name: string, extension: string, formatter: Formatter) => void;
  registerMediaLibrary: (library: { name: string; init: () => MediaLibrary }) => void;
};

type MediaLibrary = { show: () => void; hide: () => void; enableStandalone: () => boolean };

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapCms;
  }
}

window.CMS_MANUAL_INIT = true;

const notice = (text: string): void => {
  const element = document.getElementById(NOTICE_ELEMENT_ID);
  if (!element) return;
  element.textContent = text;
  element.hidden = false;
};

const isLocalHost = (): boolean => ["localhost", "127.0.0.1"].includes(location.hostname);

/** Whether `npm start` serves Decap's local backend next to this page. */
const localBackendAnswers = async (url: string): Promise<boolean> => {
  if (!isLocalHost()) return false;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return response.ok;
  } catch {
    return false;
  }
};

const start = async (): Promise<void> => {
  const cms = window.CMS;
  const source = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!cms || !source) {
    notice("Die Redaktionsoberfläche konnte nicht geladen werden. Bitte die Seite neu laden.");
    return;
  }
  const { config, printWidth } = JSON.parse(source) as AdminSettings;
  const localBackend = new URL(LOCAL_BACKEND_PATH, location.origin).href;
  if (!config.backend.repo && !(await localBackendAnswers(localBackend))) {
    notice(
      "Diese Fassung der Website kennt ihr GitHub-Repository nicht: Sie wurde weder auf Netlify (REPOSITORY_URL) noch aus einem Klon von GitHub gebaut. Lokal bearbeiten Sie Inhalte mit „npm start“ unter http://localhost:8000/admin/.",
    );
    return;
  }
  cms.registerCustomFormat(JSON_FORMAT, "json", jsonFormat(config.collections, printWidth));
  cms.registerCustomFormat(MARKDOWN_FORMAT, "md", frontmatterFormat);
  cms.registerMediaLibrary({
    name: NO_MEDIA_LIBRARY,
    init: () => ({ show: () => undefined, hide: () => undefined, enableStandalone: () => false }),
  });
  cms.init({
    config: {
      ...config,
      // The site this page belongs to: the live site, a deploy preview or the local preview.
      site_url: location.origin,
      display_url: location.origin,
      local_backend: { url: localBackend },
    },
  });
};

document.addEventListener("DOMContentLoaded", () => void start());
