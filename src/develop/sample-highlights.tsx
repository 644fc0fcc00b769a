import { Global } from "@emotion/react";
import { useEffect, type JSX } from "react";
import { samplePattern } from "../lib/sample-marks";
import { sampleColors } from "../theme/theme";

/**
 * The development server's marks of sample values (`npm start`): every gap and sample value on the
 * page highlighted as a build marks it (src/lib/sample-marks.ts), updated as the editor saves.
 * React owns the page's text here, so nothing is wrapped: the CSS Custom Highlight API paints
 * ranges over the text without changing the DOM. Builds mark in the HTML instead, without
 * JavaScript (src/ssr/emotion-styles.tsx).
 */

const HIGHLIGHT = "sample";

/** Elements whose text is not shown as text. */
const HIDDEN = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"]);

type HighlightRegistry = {
  set: (name: string, highlight: unknown) => void;
  delete: (name: string) => void;
};
type HighlightConstructor = new (...ranges: Range[]) => unknown;

const rangesOf = (root: Node, pattern: RegExp): Range[] => {
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement && HIDDEN.has(node.parentElement.tagName)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.nodeValue ?? "").matchAll(pattern)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      ranges.push(range);
    }
  }
  return ranges;
};

export const SampleHighlights = ({ values }: { values: ReadonlyArray<string> }): JSX.Element => {
  const key = values.join("\n");
  useEffect(() => {
    const registry = (globalThis.CSS as unknown as { highlights?: HighlightRegistry }).highlights;
    const Highlight = (globalThis as unknown as { Highlight?: HighlightConstructor }).Highlight;
    if (!registry || !Highlight) return undefined;
    const pattern = samplePattern(key ? key.split("\n") : [], "text");
    let frame = 0;
    const paint = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        registry.set(HIGHLIGHT, new Highlight(...rangesOf(document.body, pattern))),
      );
    };
    paint();
    const observer = new MutationObserver(paint);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      registry.delete(HIGHLIGHT);
    };
  }, [key]);
  return (
    <Global
      styles={{
        [`::highlight(${HIGHLIGHT})`]: {
          backgroundColor: sampleColors.background,
          color: sampleColors.text,
          textDecoration: `underline dashed ${sampleColors.line} 2px`,
        },
      }}
    />
  );
};
