/**
 * The blog list's filters: search text and category (docs/product.md#blog), and the page when there are more
 * articles than fit on one (the blog's Pagefind index answers them: blog-search.ts). They live in the URL (?q=…&category=…&page=…) so a filtered list can be
 * shared and the Back button restores the previous one.
 */
import type { CategoryFilter } from "../content/schemas/blog.ts";

/** The filter that admits every category: no category chosen. Its button reads "All" (copy/blog-list.yaml). */
export const ALL_CATEGORIES: CategoryFilter = "";

export interface BlogFilters {
  query: string;
  category: CategoryFilter;
  page: number;
}

export const DEFAULT_FILTERS: BlogFilters = { query: "", category: ALL_CATEGORIES, page: 1 };

/** A category name from the URL, matched without regard to case against `categories`; anything else means All. */
export function parseCategory(value: string | null, categories: readonly string[]): CategoryFilter {
  const wanted = value?.trim().toLowerCase();
  return categories.find((c) => c.toLowerCase() === wanted) ?? ALL_CATEGORIES;
}

/** The filters in `params`; `categories` are the category names that exist. */
export function parseBlogFilters(params: URLSearchParams, categories: readonly string[]): BlogFilters {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    query: params.get("q") ?? "",
    category: parseCategory(params.get("category"), categories),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL search params for `filters`; defaults are left out, so the unfiltered list is plain /blog. */
export function blogSearchParams({ query, category, page }: BlogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (category !== ALL_CATEGORIES) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  return params;
}

/** Link to the list filtered to one category, e.g. /blog?category=AI%20Insights. */
export function categoryHref(category: CategoryFilter): string {
  return category === ALL_CATEGORIES ? "/blog" : `/blog?category=${encodeURIComponent(category)}`;
}
