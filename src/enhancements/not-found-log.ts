/**
 * The 404 page names the path that was not found in the browser's console, for whoever
 * investigates a broken link (the specification asks for it). The page is served for every
 * unknown path, so the path comes from the address bar, not from the build.
 */
export const notFoundMessage = (path: string): string =>
  `404: Die Seite „${path}“ wurde nicht gefunden.`;

const [before, after] = notFoundMessage("\n").split("\n");

export const notFoundLogScript = `console.error(${JSON.stringify(before)}+location.pathname+${JSON.stringify(after)})`;
