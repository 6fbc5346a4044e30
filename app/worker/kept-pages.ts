/**
 * The pages a reader keeps for offline reading (their saved articles and the courses they follow),
 * each with every file it uses: its images, its stylesheet, its scripts and what those import. The
 * cache holds one more entry, the list of kept pages and the files of each, so that a page dropped
 * takes with it exactly the files no other kept page uses, without reading any page again.
 */
/// <reference lib="webworker" />
import {
  filesUsedBy,
  KEPT_LIST_PATH as LIST_KEY,
  namesFiles,
  OFFLINE_CACHES,
  parseKeptList,
  type KeptList,
} from "../lib/offline.ts";

async function readList(cache: Cache): Promise<KeptList> {
  try {
    return parseKeptList(await (await cache.match(LIST_KEY))?.json());
  } catch {
    return {};
  }
}

/** The page or file from any of the worker's caches (the page the reader is on was just cached as visited), else from the network. */
async function fetchOnce(path: string): Promise<Response | undefined> {
  const response = (await caches.match(path, { ignoreSearch: true })) ?? (await fetch(path).catch(() => undefined));
  return response?.ok && !response.redirected ? response : undefined;
}

/**
 * Puts every file `text` uses, followed through stylesheets and scripts, into `cache`, and returns
 * them. For a page merely visited (`scriptsOnly`), only the bundler's files that no cache of the
 * worker holds yet: its images are kept as they are shown.
 */
export function keepFiles(cache: Cache, text: string, from: string, scriptsOnly = false): Promise<string[]> {
  const open = async (file: string) => {
    const held = await caches.match(file, { ignoreSearch: true });
    if (held && scriptsOnly) return undefined;
    const response = held ?? (await fetch(file).catch(() => undefined));
    if (!response?.ok || response.redirected) return undefined;
    const named = namesFiles(file) ? await response.clone().text() : undefined;
    await cache.put(file, response);
    return named;
  };
  return filesUsedBy(text, from, open, scriptsOnly ? (file) => file.startsWith("/assets/") : undefined);
}

/** Puts the page and every file it uses into the cache; returns those files, or undefined when the page could not be had (offline, gone). */
async function keepPage(cache: Cache, path: string): Promise<string[] | undefined> {
  const page = await fetchOnce(path);
  if (!page || !page.headers.get("Content-Type")?.includes("text/html")) return undefined;
  const files = await keepFiles(cache, await page.clone().text(), path);
  await cache.put(path, page);
  return files;
}

/**
 * Keeps exactly `pages`: adds those not kept yet, drops the others and every file only they used.
 * Resolves to the pages kept now when that changed, or undefined when it did not.
 */
export async function keepPages(pages: readonly string[]): Promise<string[] | undefined> {
  const cache = await caches.open(OFFLINE_CACHES.saved);
  const list = await readList(cache);
  const wanted = new Set(pages);
  let changed = false;
  for (const path of Object.keys(list)) {
    if (wanted.has(path)) continue;
    delete list[path];
    changed = true;
  }
  for (const path of wanted) {
    if (list[path] && (await cache.match(path))) continue;
    const files = await keepPage(cache, path);
    if (!files) continue;
    list[path] = files;
    changed = true;
  }
  if (!changed) return undefined;
  await cache.put(LIST_KEY, new Response(JSON.stringify(list), { headers: { "Content-Type": "application/json" } }));
  const used = new Set([LIST_KEY, ...Object.keys(list), ...Object.values(list).flat()]);
  for (const request of await cache.keys()) {
    if (!used.has(new URL(request.url).pathname)) await cache.delete(request);
  }
  return Object.keys(list);
}
