import { navigateSearch, useUrlSearch } from "~/components/ui/url-search";

/**
 * The /search page's query, kept in the URL (?q=, shareable). The page's two islands, the field in
 * the hero and the results under it, share it through the URL: typing replaces the history entry
 * and both re-render.
 */
export function useSearchQuery(): string {
  return new URLSearchParams(useUrlSearch()).get("q") ?? "";
}

export function setSearchQuery(query: string) {
  navigateSearch(query ? `?${new URLSearchParams({ q: query })}` : "", true);
}
