/** Where a link of a legal text leads: elsewhere, to this site (checked later), or nowhere safe. */

/** What a link target is: checked here, or left to the check across all files. */
export type Target =
  | { kind: "external" }
  | { kind: "internal"; path?: string; hash?: string }
  | { kind: "problem"; message: string };

/** A full address (https://…, //…): elsewhere, or a mistaken way to this site or the development server. */
const classifyAbsolute = (url: string, siteHost: string | undefined): Target => {
  let parsed: URL;
  try {
    parsed = new URL(url.startsWith("//") ? `https:${url}` : url);
  } catch {
    return { kind: "problem", message: "keine gültige Adresse" };
  }
  const path = `${parsed.pathname}${parsed.hash}`;
  if (/^(localhost|127\.|0\.0\.0\.0|\[::1\])/.test(parsed.hostname)) {
    return {
      kind: "problem",
      message: `zeigt auf die lokale Vorschau; interne Links schreibt man ohne Host, z. B. ${path}`,
    };
  }
  if (siteHost && parsed.hostname === siteHost) {
    return {
      kind: "problem",
      message: `verweist mit voller Adresse auf diese Website; interne Links schreibt man ohne Host, z. B. ${path}`,
    };
  }
  return { kind: "external" };
};

/** A placeholder as the whole target after the scheme: {{contact.privacyEmail}}, as written or encoded. */
const PLACEHOLDER = /^(?:\{\{|%7B%7B)[A-Za-z][\w.]*(?:\}\}|%7D%7D)$/i;

/**
 * A link with a scheme other than http(s): mailto: and tel: only to a placeholder of the
 * company's facts, so that where a visitor's mail or call goes is data/site.json's value, which
 * every text shares, and never an address typed into one text; code and data not at all.
 */
const classifyScheme = (url: string): Target => {
  if (/^(javascript|vbscript|data|file|blob):/i.test(url)) {
    return {
      kind: "problem",
      message: "dieses Linkziel führt Code aus oder lädt Daten; nicht erlaubt",
    };
  }
  const contact = /^(mailto|tel):(.*)$/is.exec(url);
  if (contact) {
    const mail = contact[1]?.toLowerCase() === "mailto";
    return PLACEHOLDER.test(contact[2] ?? "")
      ? { kind: "external" }
      : {
          kind: "problem",
          message: mail
            ? "ein E-Mail-Link führt zur Adresse aus den Firmenangaben (data/site.json), als Platzhalter: mailto:{{contact.email}} oder mailto:{{contact.privacyEmail}}; eine im Text eingetragene Adresse ist nicht erlaubt"
            : "ein Telefon-Link führt zur Nummer aus den Firmenangaben (data/site.json), als Platzhalter: tel:{{contact.phone}}; eine im Text eingetragene Nummer ist nicht erlaubt",
        };
  }
  return {
    kind: "problem",
    message: "unbekannte Art von Link; erlaubt sind /pfad, #anker, https://, mailto: und tel:",
  };
};

/** A link within this site: /pfad, /pfad#anker or #anker, written the way the pages are. */
const classifyPath = (url: string): Target => {
  const [rawPath = "", rawHash] = url.split("#", 2);
  const hash = rawHash === undefined ? undefined : decodeURIComponent(rawHash);
  if (rawPath === "") {
    return hash ? { kind: "internal", hash } : { kind: "problem", message: "ein Anker ohne Namen" };
  }
  if (!rawPath.startsWith("/")) {
    return {
      kind: "problem",
      message: `ein relativer Link; interne Links beginnen mit /, z. B. /${rawPath.replace(/^(\.\/|\.\.\/)+/, "").replace(/\.md$/, "")}`,
    };
  }
  if (rawPath.length > 1 && rawPath.endsWith("/")) {
    return { kind: "problem", message: `ohne / am Ende schreiben: ${rawPath.replace(/\/+$/, "")}` };
  }
  if (/\.md$/.test(rawPath)) {
    return {
      kind: "problem",
      message: `verweist auf die Markdown-Datei; gemeint ist wohl ${rawPath.replace(/\.md$/, "")}`,
    };
  }
  return { kind: "internal", path: rawPath, ...(hash ? { hash } : {}) };
};

/** The placeholder a contact link leads to: "contact.privacyEmail" of mailto:{{contact.privacyEmail}}. */
const contactTarget = (url: string): string | undefined =>
  /^(?:mailto|tel):(?:\{\{|%7B%7B)\s*([A-Za-z][\w.]*)\s*(?:\}\}|%7D%7D)$/i.exec(url.trim())?.[1];

/**
 * What is wrong with the text of a contact link, if anything: where the text shows an address
 * or a number, it must be the one the link leads to, or a visitor writes to one and reaches
 * another. A text that names no address („per E-Mail“) may stand as it is.
 */
export const contactTextProblem = (text: string, url: string): string | undefined => {
  const target = contactTarget(url);
  if (!target) return undefined;
  const shown = text.trim();
  const token = /^\{\{\s*([A-Za-z][\w.]*)\s*\}\}$/.exec(shown)?.[1];
  const write = `als Text denselben Platzhalter schreiben: [{{${target}}}](${url.trim()})`;
  if (token !== undefined) {
    // A number shows in its written form: [{{contact.phoneDisplay}}](tel:{{contact.phone}}).
    return token === target || token === `${target}Display`
      ? undefined
      : `der Text zeigt {{${token}}}, der Link führt zu {{${target}}}; ${write}`;
  }
  if (/@/.test(shown) || /^\+?[\d\s/()–-]{5,}$/.test(shown)) {
    return `der Text zeigt „${shown}“, der Link führt zu {{${target}}}; ${write}`;
  }
  return undefined;
};

export const classifyUrl = (url: string, siteHost: string | undefined): Target => {
  const trimmed = url.trim();
  if (trimmed === "") {
    return {
      kind: "problem",
      message: "der Link hat kein Ziel: zwischen ( und ) steht die Adresse",
    };
  }
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith("//")) {
    return classifyAbsolute(trimmed, siteHost);
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return classifyScheme(trimmed);
  return classifyPath(trimmed);
};
