import type { Pagefind, PagefindSearchOptions, PagefindResult } from "./pagefind";

const latest = new WeakMap<Pagefind, number>();

/**
 * A search once the reader has paused typing for `pauseMs`, or null when a later call (a key typed
 * since) superseded it, before or while it ran. Pagefind's own debouncedSearch also preloads the
 * index chunks of every term it is given while it waits: "d", "da", "dat"… each fetch chunks the
 * query never needs (85 KB more for "database" at 10,000 articles, ADR 0023). Here only the term
 * searched is fetched, after the pause.
 */
export async function pausedSearch(
  pagefind: Pagefind,
  term: string | null,
  options: PagefindSearchOptions,
  pauseMs: number,
): Promise<{ results: PagefindResult[] } | null> {
  const call = (latest.get(pagefind) ?? 0) + 1;
  latest.set(pagefind, call);
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
  if (latest.get(pagefind) !== call) return null;
  const found = await pagefind.search(term, options);
  return latest.get(pagefind) === call ? found : null;
}
