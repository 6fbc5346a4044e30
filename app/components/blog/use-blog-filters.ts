import { useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import type { CategoryFilter } from "~/content/blog";
import { blogSearchParams, DEFAULT_FILTERS, parseBlogFilters, type BlogFilters } from "~/lib/blog-filter";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * The blog list's filters, kept in the URL. The page is prerendered without a query string, so the
 * URL is read only once hydrated; until then the defaults match the HTML. A category or page change
 * pushes a history entry (Back restores the previous list); typing replaces the current one.
 */
export function useBlogFilters() {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const fromUrl = hydrated ? parseBlogFilters(searchParams) : DEFAULT_FILTERS;

  // The text box is local state, so a keystroke never waits for a navigation. It takes the URL's
  // text when the page hydrates and when history moves (Back/Forward, a pushed filter), but not
  // after its own replace navigations, which would echo older keystrokes back into the box.
  const [query, setQuery] = useState(fromUrl.query);
  const locationKey = hydrated ? location.key : "prerendered";
  const [seenKey, setSeenKey] = useState(locationKey);
  if (locationKey !== seenKey) {
    setSeenKey(locationKey);
    if (navigationType !== "REPLACE") setQuery(fromUrl.query);
  }

  const filters: BlogFilters = { ...fromUrl, query };
  const go = (next: BlogFilters, replace: boolean) =>
    setSearchParams(blogSearchParams(next), { replace, preventScrollReset: true });

  return {
    filters,
    setQuery(value: string) {
      setQuery(value);
      go({ ...filters, query: value, page: 1 }, true);
    },
    setCategory(category: CategoryFilter) {
      if (category !== filters.category || filters.page !== 1) go({ ...filters, category, page: 1 }, false);
    },
    setPage(page: number) {
      go({ ...filters, page }, false);
    },
    reset() {
      setQuery("");
      go(DEFAULT_FILTERS, false);
    },
  };
}
