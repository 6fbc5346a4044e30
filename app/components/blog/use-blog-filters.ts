import { useLayoutEffect, useState, type RefObject } from "react";
import type { CategoryFilter } from "~/content/schemas/blog";
import { navigateSearch as navigate, useUrlSearch } from "~/components/ui/url-search";
import { blogSearchParams, DEFAULT_FILTERS, parseBlogFilters, type BlogFilters } from "~/lib/blog-filter";

function searchOf(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The filters in the URL now; the search text in it is always what the box holds. */
const filtersNow = (categories: readonly string[]): BlogFilters =>
  parseBlogFilters(new URLSearchParams(window.location.search), categories);

/**
 * The blog list's filters, kept in the URL. The page is built without a query string, so hydration
 * renders the defaults and the URL's filters apply right after. A category or page change pushes a
 * history entry (Back restores the previous list); typing replaces the current one.
 * `categories` are the category names; `searchBox` is the text field: what a reader typed into it
 * before the list was interactive wins.
 */
export function useBlogFilters(categories: readonly string[], searchBox?: RefObject<HTMLInputElement | null>) {
  const search = useUrlSearch();
  const fromUrl = parseBlogFilters(new URLSearchParams(search), categories);

  // The text box shows exactly what was typed for as long as the URL is the one that typing wrote;
  // any other history move (Back/Forward, a pushed filter) shows the URL's text.
  const [typed, setTyped] = useState<{ text: string; search: string } | null>(null);
  const query = typed && typed.search === search ? typed.text : fromUrl.query;
  const filters: BlogFilters = { ...fromUrl, query };

  // Handlers start from the URL as it is now, not as it was at the last render: a click held before
  // hydration is replayed before the URL's filters have been rendered.
  const go = (next: BlogFilters, replace: boolean) => navigate(searchOf(blogSearchParams(next)), replace);
  const setQuery = (value: string) => {
    const next = searchOf(blogSearchParams({ ...filtersNow(categories), query: value, page: 1 }));
    setTyped({ text: value, search: next });
    navigate(next, true);
  };

  // Runs once, as hydration commits (before any held click is replayed): text typed while the script
  // was still loading is in the field and goes into the URL, which the list then follows.
  useLayoutEffect(() => {
    const early = searchBox?.current?.value;
    if (!early) return;
    navigate(searchOf(blogSearchParams({ ...filtersNow(categories), query: early, page: 1 })), true);
  }, [searchBox, categories]);

  return {
    filters,
    setQuery,
    setCategory(category: CategoryFilter) {
      const current = filtersNow(categories);
      if (category !== current.category || current.page !== 1) go({ ...current, category, page: 1 }, false);
    },
    setPage(page: number) {
      go({ ...filtersNow(categories), page }, false);
    },
    reset() {
      setTyped(null);
      go(DEFAULT_FILTERS, false);
    },
  };
}
