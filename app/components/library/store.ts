/**
 * The library's place in the browser: one document under one local storage key. Storage may be
 * missing, blocked (private windows, a site setting) or full: every access is guarded and a failure
 * is a result the controls put in words. Reading the document is the caller's (the plain scripts
 * peek, below; library-state.ts checks it whole); a write never replaces a document the caller could not read.
 */
import { LIBRARY_KEY, type Library } from "~/lib/library/format";
import { peekLibrary } from "~/lib/library/peek";

export type WriteResult = "ok" | "full" | "unavailable" | "unreadable";

/** The page's local storage, or null where reaching it throws (blocked storage, opaque origins). */
export function localStore(): Storage | null {
  try {
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored text (null: nothing stored), or undefined where storage cannot be read. */
export function storedText(storage: Storage | null = localStore()): string | null | undefined {
  try {
    return storage ? storage.getItem(LIBRARY_KEY) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The stored library as the plain scripts read it, the quick check of lib/library/peek.ts
 * (library-init.ts, the service worker's registration): undefined where storage or the document
 * cannot be read, and then nothing is written or dropped on its account.
 */
export function peekStored(storage: Storage | null = localStore()): Library | undefined {
  const text = storedText(storage);
  return text === undefined ? undefined : peekLibrary(text);
}

export function writeStore(library: Library, storage: Storage | null = localStore()): WriteResult {
  try {
    if (!storage) return "unavailable";
    storage.setItem(LIBRARY_KEY, JSON.stringify(library));
    return "ok";
  } catch (error) {
    return (error as DOMException).name === "QuotaExceededError" ? "full" : "unavailable";
  }
}

/**
 * Reads the library with `read`, changes it and writes it back. A document `read` refuses stays as
 * it is ("unreadable"): the library page offers to export or clear it, nothing overwrites it.
 */
export function updateStore(
  read: (text: string | null) => Library | undefined,
  change: (library: Library) => Library,
  storage: Storage | null = localStore(),
): WriteResult {
  const text = storedText(storage);
  if (text === undefined) return "unavailable";
  const library = read(text);
  return library ? writeStore(change(library), storage) : "unreadable";
}

/** Removes the whole library (the library page's Clear, after its confirmation). */
export function clearStore(storage: Storage | null = localStore()): WriteResult {
  try {
    if (!storage) return "unavailable";
    storage.removeItem(LIBRARY_KEY);
    return "ok";
  } catch {
    return "unavailable";
  }
}
