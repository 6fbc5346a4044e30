/**
 * Whether an article is saved, for a Save button React renders in the browser (the blog's live
 * results). At build, and while an island hydrates, it is false, as the HTML says; the plain script
 * (library-dom.ts) sets the pressed state of the buttons in the page's HTML before that.
 */
import { useSyncExternalStore } from "react";
import { isSaved } from "~/lib/library/edit";
import { onLibraryChange } from "./library-events";
import { readState } from "./library-state";

const notSaved = () => false;

export function useSaved(slug: string): boolean {
  return useSyncExternalStore(
    onLibraryChange,
    () => {
      const state = readState();
      return state.kind === "ready" && isSaved(state.library, slug);
    },
    notSaved,
  );
}
