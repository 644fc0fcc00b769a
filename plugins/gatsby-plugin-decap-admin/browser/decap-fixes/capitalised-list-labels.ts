import { escapeRegExp } from "../../../gatsby-source-passform";
import type { CmsCollection, CmsField } from "../../config/cms-types";

/**
 * Decap's list widget lowercases the label in code (its heading `${count} ${label.toLowerCase()}`,
 * and the add button's label_singular), so editors read „3 tarife“ and „tarif hinzufügen“. No
 * phrase reaches that, and CSS cannot capitalise only the nouns. So in a list widget's top bar (emotion label
 * `TopBarContainer`: the heading and the add button), each lowercased list label is written as the
 * content model writes it, again whenever React rewrites the text.
 */

const TOP_BAR = '[class*="-TopBarContainer"]';

type Labels = ReadonlyMap<string, string>;

const collect = (fields: ReadonlyArray<CmsField>, into: Map<string, string>): void => {
  for (const field of fields) {
    if (field.widget === "list") {
      for (const label of [field.label, field.label_singular]) {
        if (label && label.toLowerCase() !== label) into.set(label.toLowerCase(), label);
      }
    }
    collect([...(field.fields ?? []), ...(field.field ? [field.field] : [])], into);
  }
};

/** Every list field's label and singular label, by the lowercased form Decap shows. */
export const listLabels = (collections: ReadonlyArray<CmsCollection>): Labels => {
  const labels = new Map<string, string>();
  for (const collection of collections) {
    const forms = "files" in collection ? collection.files : [collection];
    for (const form of forms) collect(form.fields, labels);
  }
  return labels;
};

/** `text` with each whole lowercased label (the longest first) written as the model writes it. */
export const restoreLabels = (text: string, labels: Labels): string => {
  if (labels.size === 0) return text;
  const names = [...labels.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(^|\\s)(${names.join("|")})(?=\\s|$)`, "g");
  return text.replace(pattern, (_, before: string, name: string) => before + labels.get(name));
};

/** The list top bars `node` is in or holds. */
const topBars = (node: Node): Element[] => {
  const element = node instanceof Element ? node : node.parentElement;
  const around = element?.closest(TOP_BAR);
  if (around) return [around];
  return node instanceof Element ? [...node.querySelectorAll(TOP_BAR)] : [];
};

const correct = (node: Node, labels: Labels): void => {
  for (const bar of topBars(node)) {
    const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode;
      const restored = restoreLabels(text.nodeValue ?? "", labels);
      // Only a change: writing the same text would notify the observer again.
      if (restored !== text.nodeValue) text.nodeValue = restored;
    }
  }
};

/** Keeps the list labels of `collections` capitalised as the model writes them, in `root`. */
export const keepListLabels = (collections: ReadonlyArray<CmsCollection>, root: Node): void => {
  const labels = listLabels(collections);
  if (labels.size === 0) return;
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "characterData") correct(record.target, labels);
      else record.addedNodes.forEach((node) => correct(node, labels));
    }
  }).observe(root, { childList: true, characterData: true, subtree: true });
  correct(root, labels);
};
