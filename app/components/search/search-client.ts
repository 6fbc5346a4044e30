import { useEffect, useState } from "react";
import searchCopy from "~/content/pages/search.yaml";
import {
  articleCardOf,
  excerptParts,
  marksMatchQuery,
  pageKind,
  pagePath,
  siteSearchTerm,
  SITE_BUNDLE,
  transpositions,
  type PageKind,
  type SnippetPart,
} from "~/lib/search";
import { loadPagefind, type Pagefind, type PagefindResult } from "./pagefind";
import { pausedSearch } from "./paused-search";
import { countText, fill } from "~/lib/copy-text";

export interface SearchHit {
  path: string;
  title: string;
  kind: PageKind;
  parts: SnippetPart[];
  /** An article's card fields, for its Save button. */
  card?: ReturnType<typeof articleCardOf>;
}

export interface SearchAnswer {
  query: string;
  /** How many pages match; only the first `limit` are loaded as hits. */
  count: number;
  hits: SearchHit[];
}

/** Resolves to null when a newer search superseded this one while the reader was typing. */
export type SearchFn = (query: string, limit: number) => Promise<SearchAnswer | null>;

// A pause in typing (Pagefind's own default): a reader types a key every 100–200 ms, and each search
// that runs fetches its index chunks and a fragment per result shown, so one query per pause keeps a
// search's transfer to its budget (issue 20: 250 KB first, 60 KB next).
const DEBOUNCE_MS = 300;

/** Whether the best result marks the query's own words, not a loose stand-in for a word the index lacks. */
async function exact(results: readonly PagefindResult[], query: string): Promise<boolean> {
  const best = results[0];
  return !!best && marksMatchQuery((await best.data()).excerpt, query);
}

async function matches(pagefind: Pagefind, query: string): Promise<PagefindResult[] | null> {
  const found = await pausedSearch(pagefind, query, {}, DEBOUNCE_MS);
  if (!found) return null;
  if (await exact(found.results, query)) return found.results;
  // Nothing, or only loose matches: the reader may have swapped two letters ("raect"). Pagefind
  // forgives no typos as MiniSearch did (ADR 0023); the spellings with one pair swapped back are
  // tried in turn, each a search of its own, and only then.
  for (const variant of transpositions(query)) {
    const { results } = await pagefind.search(variant);
    if (await exact(results, variant)) return results;
  }
  return found.results;
}

/** Why a search failed: offline, the index chunks its words need were not kept on the device (ADR 0036). */
const failure = () => (navigator.onLine ? searchCopy.unavailable : searchCopy.offline);

let loading: Promise<SearchFn> | undefined;

/**
 * Loads the site's Pagefind bundle the first time anyone searches; later calls share it. A search
 * fetches only the index chunks its words need and the fragments of the hits it shows.
 */
export function loadSearch(): Promise<SearchFn> {
  loading ??= loadPagefind(SITE_BUNDLE).then((pagefind) => async (query: string, limit: number) => {
    const results = await matches(pagefind, siteSearchTerm(query));
    if (!results) return null;
    // Pagefind logs an index chunk it could not fetch and searches on with the ones it has, so offline
    // "nothing found" may only mean "not kept on this device": said as the failure it is (ADR 0036).
    if (results.length === 0 && !navigator.onLine) throw new Error("offline, and no kept index chunk has these words");
    const data = await Promise.all(results.slice(0, limit).map((r) => r.data()));
    const hits = data.map(({ url, meta, excerpt }) => {
      const path = pagePath(url);
      const title = meta.title ?? path;
      return {
        path,
        title,
        kind: pageKind(path),
        parts: excerptParts(excerpt),
        card: articleCardOf(path, title, meta),
      };
    });
    return { query, count: results.length, hits };
  });
  // A failed load (offline a moment) is tried again on the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * The site search for `query`, shared by the header field and /search: the bundle loads when
 * `load()` is called or once there is a query, and each query's first `limit` hits follow. While a
 * new answer is on its way the last one stays, so the list does not flicker as the reader types.
 */
export function useSiteSearch(query: string, limit: number) {
  const q = query.trim();
  const [search, setSearch] = useState<SearchFn | null>(null);
  const [failed, setFailed] = useState(false);
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);

  const load = () => {
    if (search) return;
    loadSearch().then(
      (fn) => {
        setFailed(false);
        setSearch(() => fn);
      },
      () => setFailed(true),
    );
  };

  useEffect(() => {
    if (!q) return;
    if (!search) {
      load();
      return;
    }
    let live = true;
    search(q, limit).then(
      (found) => live && found && setAnswer(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // `load` is stable in effect: it only reads `search`, a dependency already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, q, limit]);

  const shown = q && answer ? answer : null;
  const status = !q
    ? ""
    : failed
      ? failure()
      : !shown
        ? searchCopy.loading
        : shown.count
          ? countText(searchCopy.count, shown.count)
          : fill(searchCopy.noResults, { query: shown.query });
  return { load, hits: shown?.hits ?? [], count: shown?.count ?? 0, answered: shown !== null, status };
}
