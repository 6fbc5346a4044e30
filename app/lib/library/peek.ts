/**
 * The quick check of the plain scripts on every page (components/library/library-init.ts): the
 * format, the version and that each list holds entries with a slug, which is all they read. The
 * whole schema is check.ts's, run by the library page and on import; a document this refuses is
 * left as it is, never written over.
 */
import { emptyLibrary, LIBRARY_FORMAT, LIBRARY_VERSION, type Library } from "./format.ts";

export function peekLibrary(text: string | null): Library | undefined {
  if (text === null) return emptyLibrary();
  try {
    const doc = JSON.parse(text) as Record<string, unknown> | null;
    const lists = ["saved", "courses", "reading"].map((key) => doc?.[key]);
    const fine =
      doc?.format === LIBRARY_FORMAT &&
      doc.version === LIBRARY_VERSION &&
      lists.every((list) => Array.isArray(list) && list.every((entry) => typeof entry?.slug === "string"));
    return fine ? (doc as unknown as Library) : undefined;
  } catch {
    return undefined;
  }
}
