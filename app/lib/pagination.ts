import { ARTICLES_PER_PAGE } from "../content/blog.ts";

export interface PageSlice<T> {
  /** The items on the current page. */
  items: T[];
  /** The current page, 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Previous/Next controls appear only when there is more than one page. */
  showControls: boolean;
}

/** One page of `items`; an out-of-range or invalid page falls back to the nearest real one. */
export function paginate<T>(items: readonly T[], requestedPage: number, perPage: number = ARTICLES_PER_PAGE): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const page = Number.isFinite(requestedPage) ? Math.min(Math.max(1, Math.trunc(requestedPage)), pageCount) : 1;
  const start = (page - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    page,
    pageCount,
    hasPrevious: page > 1,
    hasNext: page < pageCount,
    showControls: items.length > perPage,
  };
}
