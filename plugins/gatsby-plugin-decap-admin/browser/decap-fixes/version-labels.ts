import { buildDay, legalTexts, readableLegal } from "../../../gatsby-source-passform/check";
import { writtenDate, type Content } from "../../../gatsby-source-passform";
import type { CmsFolder } from "../../config/cms-types";
import { viewAt } from "../decap-address";
import type { repository as loadedRepository } from "../repository-files";

/**
 * List summaries that know „today“: Decap's summary is a template of the entry's own fields, and
 * its `date` filter formats an empty field as the current time, so it can neither compare a day
 * with today nor leave the Impressum without a date.
 *
 * In the list of legal texts, each version of the AGB and the Datenschutzerklärung says how it
 * stands on the site's day, in German dates: „Allgemeine Geschäftsbedingungen – gilt heute (seit
 * 1. Januar 2021)“, „… – angekündigt ab 1. März 2027“, „… – galt bis 28. Februar 2027“, from the
 * repository's files as the pages' versions are made (legalTexts), so the editor opens the one
 * in force without date arithmetic. Decap writes the summary as text into the entry's card, a
 * link to the entry; that text is replaced, again whenever React writes it anew.
 */

type Labels = ReadonlyMap<string, string>;

/** What a version's card says after its title, by the version's state on `day`. */
const stateWords = (
  state: "earlier" | "inForce" | "announced",
  validFrom: string,
  until?: string,
): string => {
  if (state === "announced") return `angekündigt ab ${writtenDate(validFrom)}`;
  if (state === "earlier") return `galt bis ${writtenDate(until ?? validFrom)}`;
  return `gilt heute (seit ${writtenDate(validFrom)})`;
};

/**
 * Each versioned text's card label, by the entry's name (its file name without „.md“), from the
 * checked repository.
 */
export const versionLabels = (content: Content, day = buildDay()): Labels => {
  const readable = readableLegal(content);
  const labels = new Map<string, string>();
  for (const text of legalTexts(readable, day).values()) {
    for (const { file, validFrom, until, state } of text.versions) {
      if (!validFrom) continue;
      const name = file.file.replace(/^.*\//, "").replace(/\.md$/, "");
      labels.set(name, `${file.frontmatter.title} – ${stateWords(state, validFrom, until)}`);
    }
  }
  return labels;
};

/** The cards of `collection`'s list in or below `node`, with the entry each links to. */
const cards = (node: Node, collection: string): Array<{ card: Element; name: string }> => {
  const link = 'a[href^="#/collections/"]';
  const element = node instanceof Element ? node : node.parentElement;
  const around = element?.closest(link);
  const links = around ? [around] : [...(element?.querySelectorAll(link) ?? [])];
  return links.flatMap((card) => {
    const view = viewAt(card.getAttribute("href") ?? "", collection);
    return view?.shows === "entry" ? [{ card, name: view.slug }] : [];
  });
};

/** The card's summary: its heading's text (Decap writes the summary as the card's title). */
const relabel = (node: Node, collection: string, labels: Labels): void => {
  for (const { card, name } of cards(node, collection)) {
    const label = labels.get(name);
    const title = card.querySelector("h2") ?? card;
    const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
    const text = walker.nextNode();
    // Only a change: writing the same text would notify the observer again.
    if (label && text && text.nodeValue !== label) text.nodeValue = label;
  }
};

type Repository = Pick<typeof loadedRepository, "before" | "refresh" | "listen">;

/**
 * Keeps the cards of the legal texts' list labelled with their state, from the repository's
 * files as last loaded; each time the list opens (after a save, a new version), they are loaded
 * anew.
 */
export const labelVersions = (legal: CmsFolder, repository: Repository): void => {
  let labels: Labels = versionLabels(repository.before);
  const apply = (node: Node) => relabel(node, legal.name, labels);
  repository.listen(() => {
    labels = versionLabels(repository.before);
    apply(document.body);
  });
  window.addEventListener("hashchange", () => {
    if (viewAt(location.hash, legal.name)?.shows === "list") void repository.refresh();
  });
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "characterData") apply(record.target);
      else record.addedNodes.forEach(apply);
    }
  }).observe(document.body, { childList: true, characterData: true, subtree: true });
  apply(document.body);
};
