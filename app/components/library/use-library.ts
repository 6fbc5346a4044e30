/**
 * The stored library for a React island, checked whole (library-state.ts), following every change
 * in this tab or another. Null at build and while the island hydrates: the reader's library exists
 * only in their browser.
 */
import { useSyncExternalStore } from "react";
import { onLibraryChange } from "./library-events";
import { readState, type StoreState } from "./library-state";

const atBuild = (): StoreState | null => null;

export function useLibrary(): StoreState | null {
  return useSyncExternalStore(onLibraryChange, readState, atBuild);
}
