/**
 * The library as the React parts read it (the /library page, Save buttons React draws in the
 * browser): the stored document checked whole (lib/library/check.ts) and remembered by its text, so
 * the same text gives the same state object, as React's external store snapshots must.
 */
import { parseLibrary, type Problem } from "~/lib/library/check";
import type { Library } from "~/lib/library/format";
import { storedText, updateStore, type WriteResult } from "./store";

export type StoreState =
  { kind: "ready"; library: Library } | { kind: "unreadable"; problem: Problem } | { kind: "unavailable" };

const UNAVAILABLE: StoreState = { kind: "unavailable" };
let last: { text: string | null; state: StoreState } | undefined;

export function readState(storage?: Storage | null): StoreState {
  const text = storedText(storage);
  if (text === undefined) return UNAVAILABLE;
  if (last?.text === text) return last.state;
  const checked = parseLibrary(text);
  const state: StoreState = checked.ok
    ? { kind: "ready", library: checked.library }
    : { kind: "unreadable", problem: checked.problem };
  last = { text, state };
  return state;
}

const wholeLibrary = (text: string | null) => {
  const checked = parseLibrary(text);
  return checked.ok ? checked.library : undefined;
};

/** A change to the library, the stored document checked whole first. */
export function changeLibrary(change: (library: Library) => Library, storage?: Storage | null): WriteResult {
  return updateStore(wholeLibrary, change, storage);
}
