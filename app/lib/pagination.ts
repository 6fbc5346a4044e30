import { ARTICLES_PER_PAGE } from "../content/site.ts";

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

export interface PageWindow extends Omit<PageSlice<never>, "items"> {
  /** The current page's items are `start` to `end` (exclusive) of all of them. */
  start: number;
  end: number;
}

/** Page `requestedPage` of `count` items; an out-of-range or invalid page falls back to the nearest real one. */
export function pageWindow(count: number, requestedPage: number, perPage: number = ARTICLES_PER_PAGE): PageWindow {
  const pageCount = Math.max(1, Math.ceil(count / perPage));
  const page = Number.isFinite(requestedPage) ? Math.min(Math.max(1, Math.trunc(requestedPage)), pageCount) : 1;
  const start = (page - 1) * perPage;
  return {
    page,
    pageCount,
    start,
    end: Math.min(count, start + perPage),
    hasPrevious: page > 1,
    hasNext: page < pageCount,
    showControls: count > perPage,
  };
}

/** One page of `items` (see pageWindow). */
export function paginate<T>(
  items: readonly T[],
  requestedPage: number,
  perPage: number = ARTICLES_PER_PAGE,
): PageSlice<T> {
  const { start, end, ...window } = pageWindow(items.length, requestedPage, perPage);
  return { items: items.slice(start, end), ...window };
}
