// How a language's tree is put together, the same wherever its files are found: by Node reading
// the folder (./es.ts, for the server and jest) or by Vite globbing it (the web client's build).

/** A tree of texts, as each JSON file of the catalogue holds it. */
export type Messages = { readonly [key: string]: string | Messages };

/** The screen areas' trees under web.<area>, one per file of web/. */
export type Areas = { readonly [area: string]: Messages };

/** The area a file of web/ holds: `…/web/fees.es.json` is the `fees` area. */
export function areaOf(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return file.slice(0, file.indexOf('.'));
}

/**
 * A language's tree: the server's messages (common, auth, ...) at the top, the client's shared
 * texts under web, and each screen area's file (web/<area>.<lang>.json, by path) under web.<area>.
 */
export function assemble<Core extends object, Shared extends object>(
  core: Core,
  shared: Shared,
  files: Readonly<Record<string, Messages>>,
): Core & { web: Shared & Areas } {
  const areas = Object.fromEntries(Object.entries(files).map(([path, tree]) => [areaOf(path), tree]));
  return { ...core, web: { ...shared, ...areas } };
}
