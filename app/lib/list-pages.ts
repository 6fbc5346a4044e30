/**
 * Lists of articles as static pages (/blog, /blog/2 …; a category's, a tag's and an author's list
 * the same way), from the page Astro's paginate() makes: what a list page shows and links to.
 */
import type { ArticleSummary } from "../content/schemas/blog.ts";

/** What Astro's paginate() gives a page (its Page type, narrowed to what is used here). */
export interface PaginatedPage<T> {
  data: readonly T[];
  total: number;
  currentPage: number;
  lastPage: number;
  url: { current: string; prev?: string; next?: string; first?: string };
}

export interface ListPageData {
  articles: readonly ArticleSummary[];
  total: number;
  page: number;
  pageCount: number;
  /** This page's canonical path, and its neighbours', without a trailing slash. */
  path: string;
  previous?: string;
  next?: string;
  /** The list's first page: the one search indexes and whose social card the later pages share. */
  first: string;
}

/** A path as the route table writes it: no trailing slash, "/" for the root. */
const canonical = (url: string) => url.replace(/\/+$/, "") || "/";

export function listPage(page: PaginatedPage<ArticleSummary>): ListPageData {
  return {
    articles: page.data,
    total: page.total,
    page: page.currentPage,
    pageCount: page.lastPage,
    path: canonical(page.url.current),
    // Astro leaves `url.first` out on the first page itself.
    first: canonical(page.url.first ?? page.url.current),
    ...(page.url.prev && { previous: canonical(page.url.prev) }),
    ...(page.url.next && { next: canonical(page.url.next) }),
  };
}

/** The paths of a list of `count` articles at `base`: base, base/2, base/3 … (one page when empty). */
export function listPagePaths(base: string, count: number, perPage: number): string[] {
  const pages = Math.max(1, Math.ceil(count / perPage));
  return Array.from({ length: pages }, (_, i) => (i === 0 ? base : `${base}/${i + 1}`));
}

/**
 * A list page's title ("Tag: CSS", then "Tag: CSS, page 2" …) and path for its head; past the first
 * page, the first page's social card to share, so the cards do not grow with the archive.
 */
export function listPageHead(
  list: ListPageData,
  firstTitle: string,
): { title: string; path: string; card?: { path: string; title: string } } {
  if (list.page === 1) return { title: firstTitle, path: list.path };
  return { title: `${firstTitle}, page ${list.page}`, path: list.path, card: { path: list.first, title: firstTitle } };
}
