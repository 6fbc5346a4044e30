/**
 * The two Pagefind indexes, written into the build after the pages (Astro's `astro:build:done`, as
 * Starlight does): the site search from the prerendered pages, and the blog's live search from one
 * record per article. Each is split into chunks the browser fetches per query, so what a search
 * transfers stays small however large the archive grows (ADR 0023).
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import { BLOG_INDEX_LANGUAGE, BLOG_RECORDS_FILE, type BlogRecord } from "../app/lib/blog-search.ts";
import { SITE_BUNDLE, BLOG_BUNDLE, searchableDocument, spaceBlocks } from "../app/lib/search.ts";
import { builtPages } from "../shared/pages.ts";

/**
 * What a page is not about, inside its `data-pagefind-body` (<main>): screen-reader-only labels,
 * anchor marks and decorative text, asides, and navigation repeated on many pages (the course sidebar
 * and drawer, Previous/Next). Header and footer are outside <main>, so never indexed.
 */
export const SITE_EXCLUDE = [".sr-only", "[aria-hidden=true]", "aside", "nav", "dialog", "[data-pagefind-ignore]"];

/**
 * Pagefind's own UIs and helpers, written with every bundle: the site uses only its JS API, in the
 * page (app/components/search/pagefind.ts turns the web worker off).
 */
const UNUSED = [
  "pagefind-worker.js",
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-highlight.js",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
];

function check<T extends { errors: string[] }>(step: string, response: T): T {
  if (response.errors.length) throw new Error(`pagefind ${step}: ${response.errors.join("; ")}`);
  return response;
}

/**
 * What is wrong with a bundle's `pagefind-entry.json` (`text`, or null when the file is missing),
 * or null when it names at least one language whose metadata file `exists`: the file the browser
 * reads first, without which no search works.
 */
export function entryProblem(text: string | null, exists: (file: string) => boolean): string | null {
  if (text === null) return "pagefind-entry.json is missing";
  if (!text.trim()) return "pagefind-entry.json is empty";
  let languages: Record<string, { hash?: unknown }>;
  try {
    languages = (JSON.parse(text) as { languages?: Record<string, { hash?: unknown }> }).languages ?? {};
  } catch {
    return "pagefind-entry.json is not JSON";
  }
  if (!Object.keys(languages).length) return "pagefind-entry.json names no language";
  for (const [language, { hash }] of Object.entries(languages)) {
    const meta = `pagefind.${String(hash)}.pf_meta`;
    if (typeof hash !== "string" || !exists(meta))
      return `pagefind-entry.json names ${language}'s ${meta}, which is not there`;
  }
  return null;
}

function bundleProblem(outputPath: string): string | null {
  const entry = path.join(outputPath, "pagefind-entry.json");
  return entryProblem(existsSync(entry) ? readFileSync(entry, "utf8") : null, (file) =>
    existsSync(path.join(outputPath, file)),
  );
}

/** The bundle's problem once its files have had up to 5 s to land, or null as soon as it has none. */
async function problemAfterWaiting(outputPath: string): Promise<string | null> {
  for (let waited = 0; ; waited += 100) {
    const problem = bundleProblem(outputPath);
    if (!problem || waited >= 5000) return problem;
    await sleep(100);
  }
}

/**
 * Writes the bundle and checks its entry file before the Pagefind process is closed: a clean CI
 * build once shipped the blog bundle with an empty pagefind-entry.json, so every blog search would
 * have failed (and `npm start`'s file cache threw on it). Not traced further; the blog bundle is the
 * one written just before `close()` ends Pagefind's process. Its files are given a few seconds to
 * land, then written once more; a bundle still broken fails the build.
 */
async function write(index: pagefind.PagefindIndex, root: string, bundle: string) {
  const outputPath = path.join(root, bundle);
  check("writeFiles", await index.writeFiles({ outputPath }));
  if (await problemAfterWaiting(outputPath)) {
    check("writeFiles", await index.writeFiles({ outputPath }));
    const problem = await problemAfterWaiting(outputPath);
    if (problem) throw new Error(`pagefind: the ${bundle} bundle is broken: ${problem}`);
  }
  for (const file of UNUSED) rmSync(path.join(outputPath, file), { force: true });
  // Written: Pagefind's process lets go of this index before the next one is built (2.9 GB at
  // 10,000 articles when the whole pages were sent, beside the build's own memory).
  await index.deleteIndex();
}

/** Pages handed to Pagefind at a time: enough to keep it busy, few enough to hold little HTML in memory. */
const BATCH = 64;

/**
 * Indexes the built pages that mark their text with data-pagefind-body (every page but /search, 404
 * and a list's later pages), each under the path the site links it by. Only their <main> is sent
 * (searchableDocument): the same index from a quarter of the bytes.
 */
async function writeSiteIndex(root: string): Promise<string> {
  const { index } = check(
    "createIndex",
    await pagefind.createIndex({ forceLanguage: "en", excludeSelectors: SITE_EXCLUDE }),
  );
  const pages = builtPages(root);
  let indexed = 0;
  for (let i = 0; i < pages.length; i += BATCH) {
    const batch = pages.slice(i, i + BATCH).flatMap((page) => {
      const document = searchableDocument(readFileSync(path.join(root, page.file), "utf8"));
      return document === null ? [] : [index!.addHTMLFile({ url: page.path, content: spaceBlocks(document) })];
    });
    indexed += batch.length;
    for (const response of await Promise.all(batch)) check("addHTMLFile", response);
  }
  await write(index!, root, SITE_BUNDLE);
  return `from ${indexed} of ${pages.length} pages`;
}

/**
 * Indexes the articles for the blog's live search from the build's list of them (app/pages/blog/
 * search-records.json.ts, from the same collection the blog's pages read), then deletes that list:
 * it grows with the archive and no reader needs it.
 */
async function writeBlogIndex(root: string): Promise<string> {
  const file = path.join(root, BLOG_RECORDS_FILE);
  const records = JSON.parse(readFileSync(file, "utf8")) as BlogRecord[];
  rmSync(file);
  const { index } = check("createIndex", await pagefind.createIndex({ forceLanguage: BLOG_INDEX_LANGUAGE }));
  for (const response of await Promise.all(records.map((record) => index!.addCustomRecord(record))))
    check("addCustomRecord", response);
  await write(index!, root, BLOG_BUNDLE);
  return `${records.length} articles`;
}

/** Writes both indexes into the build at `root`; says what they hold. */
export async function writeSearchIndexes(root: string): Promise<string> {
  const start = performance.now();
  try {
    const site = await writeSiteIndex(root);
    const blog = await writeBlogIndex(root);
    return `pagefind: site search ${site}, blog search ${blog}, in ${((performance.now() - start) / 1000).toFixed(1)} s`;
  } finally {
    await pagefind.close();
  }
}
