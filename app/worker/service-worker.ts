/**
 * The site's service worker (ADR 0036), bundled and given its precache list at build time
 * (integration/service-worker.ts). Pages come from the network first and from the device when the
 * network fails or is slow; the bundler's hashed files come from the device first. What a reader
 * keeps (their saved articles, the courses they follow) is kept whole, with the files those pages
 * use, so an update of the site on the server never leaves a kept page without its styles.
 */
/// <reference lib="webworker" />
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistPlugin,
} from "serwist";
import {
  OFFLINE_CACHES,
  OFFLINE_PATH,
  VISITED_IMAGES,
  VISITED_PAGES,
  pageFile,
  pagePathOf,
  type KeepMessage,
  type KeptMessage,
} from "../lib/offline.ts";
import { keepFiles, keepPages } from "./kept-pages.ts";

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** How long a page waits for the network before the copy on the device answers (issue 32: a short timeout). */
const NETWORK_TIMEOUT_SECONDS = 3;

const pathOf = (request: Request) => new URL(request.url).pathname;
/**
 * What is cached is the decoded body: the server's `Vary: Accept-Encoding` says nothing about it,
 * and Firefox compares that header of a navigation with the stored request's and finds no match.
 */
const IGNORE_VARY = { ignoreVary: true } as const;

/** A page or file the reader kept answers whenever the worker's own cache for its kind has none. */
const orKept: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
    cachedResponse ?? (await (await caches.open(OFFLINE_CACHES.saved)).match(pathOf(request), IGNORE_VARY)) ?? null,
};

/** Kept by path: `/search?q=css` offline is the search page, which then says what it can do there. */
const byPath: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => new URL(request.url).origin + pathOf(request),
};

const serwist: Serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // The precache lists the shell's pages as files (/index.html), so it never answers a navigation
  // itself: pages are network-first (below), and the precached copy is only their fallback.
  precacheOptions: {
    cleanupOutdatedCaches: true,
    directoryIndex: "",
    cleanURLs: false,
    concurrency: 4,
    ignoreURLParametersMatching: [/.*/],
  },
  // A new worker waits until the reader takes the update toast's Reload (components/offline).
  skipWaiting: false,
  clientsClaim: true,
  // No navigation preload: with it, Firefox answered a kept page with the offline page when the
  // network was down (the preload's failure ends the navigation's fetch event there).
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request }) => request.mode === "navigate",
      handler: new NetworkFirst({
        cacheName: OFFLINE_CACHES.pages,
        matchOptions: IGNORE_VARY,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [
          byPath,
          orKept,
          new ExpirationPlugin({ maxEntries: VISITED_PAGES }),
          {
            // A visited page's islands load on first use, which may come offline: their scripts are
            // fetched now, with the page (most are in the precache already).
            cacheDidUpdate: async ({ request, newResponse }) => {
              const html = await newResponse.clone().text();
              await keepFiles(await caches.open(OFFLINE_CACHES.assets), html, pathOf(request), true);
            },
          },
          {
            // Neither the network nor the device has the page: the shell's copy, else the offline page.
            handlerDidError: async ({ request }): Promise<Response | undefined> =>
              (await serwist.matchPrecache(pageFile(pagePathOf(pathOf(request)) ?? OFFLINE_PATH))) ??
              serwist.matchPrecache(pageFile(OFFLINE_PATH)),
          },
        ],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
      handler: new CacheFirst({ cacheName: OFFLINE_CACHES.assets, plugins: [orKept] }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === "image",
      handler: new StaleWhileRevalidate({
        cacheName: OFFLINE_CACHES.images,
        plugins: [orKept, new ExpirationPlugin({ maxEntries: VISITED_IMAGES })],
      }),
    },
    {
      // The search's index chunks: what a reader already searched for still answers offline.
      matcher: ({ url, sameOrigin }) => sameOrigin && /^\/pagefind(-[a-z]+)?\//.test(url.pathname),
      // Kept by path: Pagefind asks for its entry file with a new `?ts=` each time.
      handler: new NetworkFirst({
        cacheName: OFFLINE_CACHES.search,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [byPath, new ExpirationPlugin({ maxEntries: 200 })],
      }),
    },
  ],
});

/** Kept pages change one message at a time, in the order they came. */
let keeping: Promise<unknown> = Promise.resolve();

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const data = event.data as Partial<KeepMessage> | null;
  if (data?.type !== "th:keep" || !Array.isArray(data.pages)) return;
  const pages = data.pages.map(pagePathOf).filter((path): path is string => path !== undefined);
  // A keep that fails (storage full, say) leaves the next one to try again.
  keeping = keeping
    .then(() => keepPages(pages))
    .then((kept) => kept && announceKept(kept))
    .catch(() => undefined);
  event.waitUntil(keeping);
});

/** Tells the site's open pages what is kept now (the library marks it, components/offline). */
async function announceKept(pages: string[]): Promise<void> {
  for (const client of await self.clients.matchAll({ type: "window" }))
    client.postMessage({ type: "th:kept", pages } satisfies KeptMessage);
}

// A new build's worker: what the last build's pages and files left in the bounded caches belongs to
// that build (its pages name its files), so it goes; the reader's kept pages stay, whole.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    Promise.all(
      [OFFLINE_CACHES.pages, OFFLINE_CACHES.assets, OFFLINE_CACHES.search].map((name) => caches.delete(name)),
    ),
  );
});

serwist.addEventListeners();
