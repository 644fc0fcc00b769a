import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { create, type Font } from "fontkit";

/**
 * The font budget: at most two font files preloaded, each subset to the characters German text
 * needs, and no web font that can shift the layout when it arrives. The site itself uses the
 * system font stack (no font file at all); these rules hold whoever adds one.
 */

export const MAX_PRELOADED_FONTS = 2;

/** Every character German copy on this site can contain. */
export const GERMAN_CHARACTERS = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)),
  ..."\u00a0ÄÖÜäöüß§°²³µ·×„“”‚‘’–—…•€©®",
];

/**
 * Code points a subset for German may carry: Latin-1, the few extra Latin letters and the
 * general punctuation block, € and a handful of symbols (the ranges of Fontsource's "latin"
 * subset, which is what a German site downloads from it).
 */
export const GERMAN_SUBSET_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x1e9e, 0x1e9e],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const inSubset = (codePoint: number): boolean =>
  GERMAN_SUBSET_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

const hex = (codePoint: number): string =>
  `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;

/** Problems with one font file: characters German needs that it lacks, ones it should not carry. */
export const subsetProblems = (name: string, font: Font): string[] => {
  // cmap format 4 ends with a segment for U+FFFF that maps to no glyph: not a character.
  const characters = new Set(
    font.characterSet.filter(
      (codePoint) => codePoint !== 0xffff && font.glyphForCodePoint(codePoint).id !== 0,
    ),
  );
  const missing = GERMAN_CHARACTERS.filter((char) => !characters.has(char.codePointAt(0) ?? 0));
  const extra = [...characters].filter((codePoint) => !inSubset(codePoint)).sort((a, b) => a - b);
  return [
    ...(missing.length > 0
      ? [`${name} lacks ${missing.length} character(s) German needs: ${missing.join(" ")}`]
      : []),
    ...(extra.length > 0
      ? [
          `${name} is not subset for German: ${extra.length} code point(s) outside the Latin ` +
            `ranges, e.g. ${extra.slice(0, 5).map(hex).join(", ")}`,
        ]
      : []),
  ];
};

/** @font-face rules of a stylesheet, each as its declaration block. */
const fontFaces = (css: string): string[] =>
  [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => match[1] ?? "");

/**
 * A web font must not move text when it arrives: either it is only used if it is there in
 * time (`font-display: optional`), or a fallback face with matched metrics (`size-adjust`)
 * stands in until it is.
 */
export const layoutShiftProblems = (css: string): string[] => {
  const faces = fontFaces(css);
  const hasMetricFallback = faces.some((face) => /size-adjust\s*:/.test(face));
  return faces
    .filter((face) => /url\(/.test(face))
    .filter((face) => !/font-display\s*:\s*optional/.test(face) && !hasMetricFallback)
    .map(
      (face) =>
        `@font-face {${face.trim().slice(0, 80)}…} can shift the layout: use font-display: ` +
        "optional or a fallback face with size-adjust",
    );
};

/** Every font problem of a built page: count of preloads, subsetting, layout shift. */
export const fontProblems = (document: Document, publicDir: string): string[] => {
  const preloaded = [...document.querySelectorAll('link[rel~="preload"][as="font"]')].map(
    (link) => link.getAttribute("href") ?? "",
  );
  const css = [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");
  return [
    ...(preloaded.length > MAX_PRELOADED_FONTS
      ? [
          `${preloaded.length} font files preloaded (${preloaded.join(", ")}), at most ` +
            `${MAX_PRELOADED_FONTS}`,
        ]
      : []),
    ...preloaded.flatMap((href) => {
      const file = path.join(publicDir, href);
      if (!existsSync(file)) return [`${href} is preloaded but public${href} does not exist`];
      return subsetProblems(href, create(readFileSync(file)) as Font);
    }),
    ...layoutShiftProblems(css),
  ];
};
