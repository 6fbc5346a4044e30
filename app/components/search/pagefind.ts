import { bundleScript, SITE_BUNDLE, SITE_RANKING } from "~/lib/search";

/** The part of Pagefind's browser API (its bundle's pagefind.js) the site uses. */
export interface PagefindResultData {
  url: string;
  /** Escaped text with the matched words in <mark>. */
  excerpt: string;
  meta: Record<string, string | undefined>;
}

export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearchOptions {
  filters?: Record<string, unknown>;
  sort?: Record<string, "asc" | "desc">;
}

export interface Pagefind {
  options: (options: {
    excerptLength?: number;
    noWorker?: boolean;
    ranking?: { metaWeights?: Record<string, number> };
  }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string | null, options?: PagefindSearchOptions) => Promise<{ results: PagefindResult[] }>;
}

const loading = new Map<string, Promise<Pagefind>>();

/**
 * Offline, a bundle loads only if this device kept its index from an earlier search (the service
 * worker, ADR 0036); otherwise it fails at once, before Pagefind's own errors about the fetch it
 * could not make, and the search says it needs a connection.
 */
async function reachable(script: string): Promise<void> {
  if (navigator.onLine || typeof caches === "undefined") return;
  const entry = script.replace(/pagefind\.js$/, "pagefind-entry.json");
  if (!(await caches.match(entry, { ignoreSearch: true })))
    throw new Error(`Offline, and ${entry} is not kept on this device`);
}

/**
 * Loads a Pagefind bundle the first time it is asked for; later calls share it. Nothing of it is
 * part of a page's first load: the script, its WebAssembly and the index chunks come when a reader
 * searches. Each bundle (the site's, the blog's) is its own module with its own index.
 */
export function loadPagefind(bundle: string): Promise<Pagefind> {
  let pending = loading.get(bundle);
  if (!pending) {
    const url = bundleScript(bundle);
    // Not part of the Vite graph: the bundle is written after the build, at a fixed URL.
    pending = reachable(url)
      .then(() => import(/* @vite-ignore */ url) as Promise<Pagefind>)
      .then(async (pagefind) => {
        // In the page, not a web worker: the search itself is a few milliseconds of WebAssembly, and
        // the worker's script would be 43 KB more to fetch (the CSP admits only the service worker).
        // The site's ranking puts articles and guides before the lists of them (lib/search).
        await pagefind.options({
          excerptLength: 24,
          noWorker: true,
          ...(bundle === SITE_BUNDLE && { ranking: SITE_RANKING }),
        });
        await pagefind.init();
        return pagefind;
      });
    loading.set(bundle, pending);
    // A failed load (offline a moment) is tried again on the next search.
    pending.catch(() => loading.delete(bundle));
  }
  return pending;
}
