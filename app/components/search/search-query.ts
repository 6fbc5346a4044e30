import { useSyncExternalStore } from "react";

/**
 * The /search page's query, kept in the URL (?q=, shareable). The page's two islands, the field in
 * the hero and the results under it, share it through this module: typing replaces the history
 * entry and both re-render.
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

const queryNow = () => new URLSearchParams(window.location.search).get("q") ?? "";
/** The page is built without a query string: that is what hydration must match. */
const queryAtBuild = () => "";

export function useSearchQuery(): string {
  return useSyncExternalStore(subscribe, queryNow, queryAtBuild);
}

export function setSearchQuery(query: string) {
  const search = query ? `?${new URLSearchParams({ q: query })}` : "";
  history.replaceState(history.state, "", `${window.location.pathname}${search}`);
  for (const listener of listeners) listener();
}
