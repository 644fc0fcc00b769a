/**
 * The editors' plugin's door to its words, for what holds pictures and the guide to the forms
 * (npm run screenshots:admin and the guide's tests): Decap's own phrases read from its locale
 * files, the corrections the page applies, and every text the forms can show. A door of its own,
 * as reading Decap's locale brings the TypeScript parser, which nothing else needs – not the
 * build, which enters through index.ts.
 */
export { decapLocale } from "./config/decap-locale";
export { formTexts, formTextSource, shownTextsFile, type ShownTexts } from "./config/form-texts";
export { germanPhrases } from "./config/decap-fixes";
