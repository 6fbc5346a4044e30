/**
 * The quick check of the plain scripts on every page (components/library/library-init.ts): the
 * format, the version and that each list holds entries with a slug, which is all they read. The
 * whole schema is check.ts's, run by the library page and on import; a document this refuses is
 * left as it is, never written over. A version 1 document (before named lists and notes, ADR 0046)
 * is read as today's with no list and no note, so a Save on an upgraded site keeps all it held.
 */
import { emptyLibrary, LIBRARY_FORMAT, LIBRARY_VERSION, type Library } from "./format.ts";

const slugged = (list: unknown) => Array.isArray(list) && list.every((entry) => typeof entry?.slug === "string");

export function peekLibrary(text: string | null): Library | undefined {
  if (text === null) return emptyLibrary();
  try {
    const doc = JSON.parse(text) as Record<string, unknown> | null;
    if (doc?.format !== LIBRARY_FORMAT || (doc.version !== 1 && doc.version !== LIBRARY_VERSION)) return undefined;
    const library = { lists: [], notes: [], ...doc, version: LIBRARY_VERSION } as unknown as Library;
    // Lists that are not a list of lists throw here, and the document is refused below.
    const entries = [
      library.saved,
      library.courses,
      library.reading,
      library.notes,
      ...library.lists.map((l) => l.articles),
    ];
    return entries.every(slugged) ? library : undefined;
  } catch {
    return undefined;
  }
}
