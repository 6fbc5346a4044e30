import { useEffect, useState } from "react";
import type { ArticleCardData } from "~/content/schemas/blog";
import type { BlogFilters } from "~/lib/blog-filter";
import { blogSearchRequest, fromBlogResult, holdsEveryWord, showsBuiltList } from "~/lib/blog-search";
import { BLOG_BUNDLE } from "~/lib/search";
import { pageWindow } from "~/lib/pagination";
import { loadPagefind } from "~/components/search/pagefind";
import { pausedSearch } from "~/components/search/paused-search";

export interface ArticleMatches {
  /** The filters this answer is for. */
  key: string;
  /** How many articles match, across the whole archive. */
  count: number;
  /** The current page's cards. */
  items: ArticleCardData[];
}

const DEBOUNCE_MS = 60;

const keyOf = ({ query, category, page }: BlogFilters) => JSON.stringify([query.trim().toLowerCase(), category, page]);

/**
 * The articles matching the list's filters, from the blog's Pagefind index: the words and the
 * category narrow the whole archive, newest first, and only the current page's records are fetched.
 * `answer` is the newest one received (it may be for the previous filters while the next is on its
 * way); `current` says whether it is for the filters now. With no words and All on the first page,
 * nothing is searched: the list shows the articles its page was built with.
 */
export function useArticleSearch(filters: BlogFilters, categories: readonly string[]) {
  const built = showsBuiltList(filters);
  const key = keyOf(filters);
  const [answer, setAnswer] = useState<ArticleMatches | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);

  useEffect(() => {
    if (built) return;
    let live = true;
    const [query, category, requestedPage] = JSON.parse(key) as [string, string, number];
    (async () => {
      const pagefind = await loadPagefind(BLOG_BUNDLE);
      const { term, options } = blogSearchRequest(query, category, categories);
      const found = await pausedSearch(pagefind, term, options, DEBOUNCE_MS);
      if (!found || !live) return;
      const { start, end } = pageWindow(found.results.length, requestedPage);
      const items = (await Promise.all(found.results.slice(start, end).map((r) => r.data()))).map(fromBlogResult);
      // A loosened answer (some words in no matching article) is no match.
      const loose = term !== null && items.length > 0 && !holdsEveryWord(items[0]!, term);
      if (live) setAnswer(loose ? { key, count: 0, items: [] } : { key, count: found.results.length, items });
    })().catch(() => live && setFailedKey(key));
    return () => {
      live = false;
    };
  }, [built, key, categories]);

  return { built, answer, current: answer?.key === key, failed: failedKey === key };
}
