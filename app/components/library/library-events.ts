/**
 * How the parts of a page that show the library hear of a change: the plain script
 * (library-init.ts) and React islands (the blog's live results, the /library page) both write the
 * one stored document and then announce it; another tab's change arrives as a `storage` event.
 */
import { LIBRARY_KEY } from "~/lib/library/format";

const CHANGED = "th:library";

export function announceChange() {
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` after any change to the library, in this tab or another; returns the unsubscribe. */
export function onLibraryChange(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => (event.key === LIBRARY_KEY || event.key === null) && listener();
  window.addEventListener(CHANGED, listener);
  window.addEventListener("storage", fromOtherTab);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener("storage", fromOtherTab);
  };
}
