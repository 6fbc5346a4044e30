import { useSyncExternalStore } from "react";

/**
 * The page's query string as React state, for islands that keep what a reader chose in the URL
 * (blog filters, the search page). Our own history changes notify here; the browser's (Back,
 * Forward) arrive as popstate.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const searchNow = () => window.location.search;
/** Pages are built without a query string: that is what hydration must match. */
const searchAtBuild = () => "";

export function useUrlSearch(): string {
  return useSyncExternalStore(subscribe, searchNow, searchAtBuild);
}

/** Puts `search` ("?a=1" or "") in the URL, as a new history entry or in place of the current one. */
export function navigateSearch(search: string, replace: boolean) {
  const url = `${window.location.pathname}${search}${window.location.hash}`;
  if (replace) history.replaceState(history.state, "", url);
  else history.pushState(null, "", url);
  for (const listener of listeners) listener();
}
