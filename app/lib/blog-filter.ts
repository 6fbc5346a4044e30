/**
 * The blog list's filters: search text and category (spec §4, §5), and the page when there are more
 * articles than fit on one. They live in the URL (?q=…&category=…&page=…) so a filtered list can be
 * shared and the Back button restores the previous one.
 */
import { ALL_CATEGORIES, type ArticleSummary, type CategoryFilter } from "../content/blog.ts";

export interface BlogFilters {
  query: string;
  category: CategoryFilter;
  page: number;
}

export const DEFAULT_FILTERS: BlogFilters = { query: "", category: ALL_CATEGORIES, page: 1 };

/** Case-insensitive match of the search text against the title or the excerpt; blank matches all. */
export function matchesQuery(article: Pick<ArticleSummary, "title" | "excerpt">, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return article.title.toLowerCase().includes(needle) || article.excerpt.toLowerCase().includes(needle);
}

export function matchesCategory(article: Pick<ArticleSummary, "category">, category: CategoryFilter): boolean {
  return category === ALL_CATEGORIES || article.category === category;
}

/** The articles that match both the search text and the category, in their original order. */
export function filterArticles<T extends Pick<ArticleSummary, "title" | "excerpt" | "category">>(
  articles: readonly T[],
  { query, category }: Pick<BlogFilters, "query" | "category">,
): T[] {
  return articles.filter((a) => matchesCategory(a, category) && matchesQuery(a, query));
}

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
