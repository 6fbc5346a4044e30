import { INDEX_OPTIONS, QUERY_OPTIONS, SEARCH_INDEX_URL, snippet, type PageKind, type SearchDoc, type SnippetPart } from "~/lib/search";

export interface SearchHit {
  path: string;
  title: string;
  kind: PageKind;
  parts: SnippetPart[];
}

export type SearchFn = (query: string, limit?: number) => SearchHit[];

let loading: Promise<SearchFn> | undefined;

/**
 * Loads the search code and the index the first time anyone searches; later calls share it.
 * Nothing of this is part of a page's first load.
 */
export function loadSearch(): Promise<SearchFn> {
  loading ??= Promise.all([
    import("minisearch"),
    fetch(SEARCH_INDEX_URL).then((r) => {
      if (!r.ok) throw new Error(`search index: ${r.status}`);
      return r.text();
    }),
  ]).then(async ([{ default: MiniSearch }, json]) => {
    // Loaded in batches with pauses between them: one long task here would block a phone's input.
    const index = await MiniSearch.loadJSONAsync<SearchDoc>(json, INDEX_OPTIONS);
    return (query, limit = Infinity) =>
      index
        .search(query, QUERY_OPTIONS)
        .slice(0, limit)
        .map((r) => ({ path: r.id as string, title: r.title as string, kind: r.kind as PageKind, parts: snippet(r.text as string, r.terms) }));
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
