import { JSDOM, VirtualConsole } from "jsdom";

/**
 * A built page as a document to read (no script runs). jsdom's CSS parser does not know the
 * page-margin boxes of a legal page's print rules (@page { @bottom-left { … } }, see
 * src/templates/legal-page-print.ts) and would print a stack trace for each page; that one
 * complaint is dropped, every other message of jsdom still reaches the console.
 */
export const htmlDocument = (html: string): Document => {
  const virtualConsole = new VirtualConsole();
  virtualConsole.sendTo(console, { omitJSDOMErrors: true });
  virtualConsole.on("jsdomError", (error: Error) => {
    if (!error.message.startsWith("Could not parse CSS stylesheet")) console.error(error);
  });
  return new JSDOM(html, { virtualConsole }).window.document;
};
