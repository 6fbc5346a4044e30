/**
 * The service worker (ADR 0036): app/worker/service-worker.ts bundled with Serwist by esbuild, and
 * its precache list made by @serwist/build from the files this build wrote. The list is the shell
 * only: the home page, /library and the offline page, with every file they use (the stylesheets,
 * the font, their images, their islands' scripts and what those import), and the icons. No article,
 * list or tag page, so it does not grow with the archive; the other islands' scripts are kept when a
 * page that uses them is first opened. Written as
 * /sw.js before the host configs and precompression, which cover it like any other file.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getManifest } from "@serwist/build";
import { browserBundle } from "./browser-bundle.ts";
import { REPO_ROOT } from "../shared/build-layout.ts";
import { filesUsedBy, namesFiles, OFFLINE_PATH, pageFile, WORKER_PATH } from "../app/lib/offline.ts";

const ENTRY = path.join(REPO_ROOT, "app/worker/service-worker.ts");
/** The pages a reader can open offline without having kept them: the home page, their library and the offline page. */
export const SHELL_PAGES = ["/", "/library", OFFLINE_PATH];
/**
 * The icons a tab shows, which pages name without the bundler. The home-screen icons and the web app
 * manifest are left to the browser's own cache: installing the site needs a connection anyway.
 */
const ICONS = ["favicon.svg", "favicon-32.png"];
/**
 * Issue 32: the precache stays under this as stored, whatever the size of the archive. 600 KB until
 * issue 46, whose lists, notes and link must work offline: /library's code for them and the QR
 * library came to 44 KB more (ADR 0050).
 */
export const PRECACHE_BUDGET_BYTES = 650 * 1024;
const MARKER = "self.__SW_MANIFEST";

/** One entry of the precache list: a site path and its revision (null: the name carries its hash). */
export interface PrecacheItem {
  url: string;
  revision: string | null;
}

/** The precache list written into a built worker's code (in place of self.__SW_MANIFEST), or [] when it has none. */
export function precacheListIn(workerCode: string): PrecacheItem[] {
  const list = /(\[\{"url":.*?\}\])/.exec(workerCode)?.[1];
  return list ? (JSON.parse(list) as PrecacheItem[]) : [];
}

export interface ServiceWorkerBuild {
  message: string;
  /** Site paths of the precache list, and their bytes as stored. */
  urls: string[];
  bytes: number;
}

/** The shell's pages and every file they use, followed through stylesheets and scripts, that the build wrote: paths under the site's root. */
async function shellFiles(root: string): Promise<string[]> {
  const onDisk = (file: string) => path.join(root, file);
  // The pages share most of their scripts: each file is read once for all three.
  const texts = new Map<string, string | undefined>();
  const open = (file: string) => {
    if (!texts.has(file))
      texts.set(file, existsSync(onDisk(file)) && namesFiles(file) ? readFileSync(onDisk(file), "utf8") : undefined);
    return texts.get(file);
  };
  const found = new Set<string>();
  for (const page of SHELL_PAGES.map(pageFile)) {
    const html = open(page);
    if (html === undefined) continue;
    found.add(page);
    for (const file of await filesUsedBy(html, page, open)) if (existsSync(onDisk(file))) found.add(file);
  }
  return [...found, ...ICONS.map((icon) => `/${icon}`)];
}

export async function writeServiceWorker(root: string): Promise<ServiceWorkerBuild> {
  const { manifestEntries, size, warnings } = await getManifest({
    globDirectory: root,
    globPatterns: (await shellFiles(root)).map((file) => file.slice(1)),
    // Hashed names are their own revision; the pages and icons get one from their content.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: PRECACHE_BUDGET_BYTES,
  });
  if (warnings.length) throw new Error(`The service worker's precache list: ${warnings.join("; ")}`);
  const entries: PrecacheItem[] = (manifestEntries ?? []).map((entry) =>
    typeof entry === "string"
      ? { url: `/${entry}`, revision: null }
      : { url: `/${entry.url}`, revision: entry.revision ?? null },
  );
  const missing = SHELL_PAGES.filter((page) => !entries.some((entry) => entry.url === pageFile(page)));
  if (missing.length) throw new Error(`The service worker's shell pages were not built: ${missing.join(", ")}`);
  if (size > PRECACHE_BUDGET_BYTES)
    throw new Error(
      `The service worker's precache is ${Math.round(size / 1024)} KB, over its ${PRECACHE_BUDGET_BYTES / 1024} KB budget`,
    );

  // Serwist's development logging and checks are left out of the production worker.
  const { code } = await browserBundle(ENTRY, { define: { "process.env.NODE_ENV": '"production"' } });
  if (!code.includes(MARKER))
    throw new Error(`The service worker's bundle lost ${MARKER}, where its precache list goes`);
  writeFileSync(path.join(root, WORKER_PATH), code.replace(MARKER, JSON.stringify(entries)));
  const urls = entries.map((entry) => entry.url);
  return {
    message: `service worker: ${WORKER_PATH}, precaching ${urls.length} files (${Math.round(size / 1024)} KB)`,
    urls,
    bytes: size,
  };
}
