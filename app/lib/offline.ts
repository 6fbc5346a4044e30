/**
 * What the site keeps for reading offline (ADR 0036), named once for the service worker
 * (app/worker/) and the pages that talk to it. Pure: no cache or worker is touched here.
 */
import { articlePath, coursePath } from "./paths.ts";
import type { Library } from "./library/format.ts";

/** The page a reader gets for any page that is not kept on their device. */
export const OFFLINE_PATH = "/offline";
/** The worker's file, at the root so that its scope is the whole site. */
export const WORKER_PATH = "/sw.js";

/**
 * The worker's caches besides its precache. `saved` holds what the reader chose to keep (saved
 * articles and the courses they follow, with what those pages need to show); the others are
 * bounded and emptied when a new worker takes over, since what they hold belongs to one build.
 */
export const OFFLINE_CACHES = {
  saved: "th-saved",
  pages: "th-pages",
  images: "th-images",
  assets: "th-assets",
  search: "th-search",
} as const;
/** Pages a reader merely visited that stay readable offline: the last 50, the oldest out first. */
export const VISITED_PAGES = 50;
export const VISITED_IMAGES = 60;

/**
 * Inside the `saved` cache, the list of kept pages and the files each uses: a dot-name the site never
 * makes. The worker keeps it; the library and the offline page read it to say what is there.
 */
export const KEPT_LIST_PATH = "/.kept-pages";
export type KeptList = Record<string, string[]>;

/** The stored list, or an empty one for anything that is not one (never a throw). */
export function parseKeptList(value: unknown): KeptList {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string[]] =>
        pagePathOf(entry[0]) === entry[0] &&
        Array.isArray(entry[1]) &&
        entry[1].every((file) => typeof file === "string"),
    ),
  );
}

/**
 * Whether a new version of the site waits to take over: a worker installed and waiting behind an
 * active one. Checking only for a waiting worker and a controller is not enough: WebKit reports the
 * page's controller as set while the very first worker is still "installed", before it is active
 * and before `controllerchange` (issue 40: the update toast showed on a reader's first page).
 */
export function updateWaits(
  registration: { waiting: { state: string } | null; active: object | null },
  controller: object | null,
): boolean {
  return registration.waiting?.state === "installed" && registration.active !== null && controller !== null;
}

/** Page → worker: "keep exactly these pages" (the library's, after every change). */
export interface KeepMessage {
  type: "th:keep";
  pages: string[];
}
/** Worker → pages: the kept pages changed; `pages` are those readable offline now. */
export interface KeptMessage {
  type: "th:kept";
  pages: string[];
}

/** The site's slugs are lowercase words and hyphens; anything else in a stored library is not a page of ours. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The pages a library asks to keep: every saved article, and each course with a step done. */
export function keptPages(library: Pick<Library, "saved" | "courses">): string[] {
  const articles = library.saved
    .map((entry) => entry.slug)
    .filter((slug) => SLUG.test(slug))
    .map(articlePath);
  const courses = library.courses
    .filter((course) => SLUG.test(course.slug) && course.done?.length > 0)
    .map((course) => coursePath(course.slug));
  return [...new Set([...articles, ...courses])];
}

/** A kept page's own path (no query, no hash, no trailing slash), or undefined for anything that is not a page of this site. */
export function pagePathOf(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return undefined;
  const path = value.replace(/[?#].*$/, "").replace(/\/$/, "") || "/";
  return /^\/[a-z0-9/-]*$/.test(path) ? path : undefined;
}

/** The built file of a page: the precache lists files, and a page is its folder's index.html. */
export function pageFile(path: string): string {
  return path === "/" ? "/index.html" : `${path}/index.html`;
}

/**
 * The site's own files an HTML page, a stylesheet or a script refers to: the bundler's assets
 * (`/assets/…`, and a chunk's `./name.js` imports of its neighbours) and images. A kept page keeps
 * these too, so that it still shows as it did after a new build replaced them on the server.
 */
export function referencedFiles(text: string, from: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/["'`(\s,](\/(?:assets|images)\/[\w./@-]+?\.[a-z0-9]+)(?=[\s"'`),?#])/g))
    found.add(match[1]!);
  if (from.startsWith("/assets/")) {
    // `./name.js` in an import, `assets/name.js` in the bundler's list of what a dynamic import needs.
    for (const match of text.matchAll(/["'`](?:\.\/|assets\/)([\w.@-]+\.(?:js|css|woff2))["'`]/g))
      found.add(`/assets/${match[1]}`);
  }
  found.delete(from);
  return [...found];
}

/** Files that name others: pages, stylesheets and scripts (`filesUsedBy` reads these). */
export const namesFiles = (file: string): boolean => /\.(html|css|js)$/.test(file);

/**
 * Every file `text` (the content of `from`) uses, followed through the files it names that name
 * others in turn, each once. `open(file)` fetches or reads a file and gives back its text when it
 * should be followed (see namesFiles), undefined otherwise; `within` narrows what is followed at all.
 * The build's precache list (integration/service-worker.ts) and the worker's kept pages
 * (app/worker/kept-pages.ts) are both this walk, from disk and from the network.
 */
export async function filesUsedBy(
  text: string,
  from: string,
  open: (file: string) => string | undefined | Promise<string | undefined>,
  within: (file: string) => boolean = () => true,
): Promise<string[]> {
  const files = new Set<string>();
  const queue = referencedFiles(text, from).filter(within);
  while (queue.length) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    files.add(file);
    const named = await open(file);
    if (named !== undefined) queue.push(...referencedFiles(named, file).filter(within));
  }
  return [...files];
}
