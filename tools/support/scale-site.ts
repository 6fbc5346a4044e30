/**
 * A copy of the project with generated articles, and what a reader's browser meets on it: the one
 * generator and the one way to measure a built site that the scale benchmark (tools/measure/scale.ts)
 * and the 300-article suite of npm test (e2e/archive-scale.spec.ts) share.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { copySite, type SiteCopy } from "./site-copy.ts";
import { REPO_ROOT } from "../../shared/build-layout.ts";
import { precacheListIn } from "../../integration/service-worker.ts";
import { launchShell, newContext } from "./chromium.ts";
import { measurePageJs } from "./page-js.ts";
import { measureSearchTransfer } from "./search-transfer.ts";
import { serveSite } from "./serve-site.ts";
import { generateArticles, realArticleBlocks, SCALE_TAGS, tagFiles } from "./scale-articles.ts";
import { articleFigures, PAGE_TYPES, type PageType, type ScaleFigures } from "./scale-report.ts";

export const ARTICLES_DIR = "app/content/articles";
export const realArticles = realArticleBlocks(path.join(REPO_ROOT, ARTICLES_DIR));
const idsIn = (folder: string) =>
  readdirSync(path.join(REPO_ROOT, folder))
    .map((n) => n.replace(/\.ya?ml$/, ""))
    .sort();
const categories = idsIn("app/content/categories");
const authors = idsIn("app/content/authors");

/** The page measured for each type: pages that exist with and without generated articles. */
export const PAGE_PATHS: Record<PageType, string> = {
  home: "/",
  blog: "/blog",
  article: "/blog/react-19-features-in-practice",
  tag: "/blog/tags/react",
  author: "/blog/authors/daniel-okafor",
  search: "/search",
};

/** Whether /blog's next page is a real link to a static page that lists articles without JavaScript. */
async function measureNextPage(context: BrowserContext, base: string, site: string): Promise<string> {
  if (!existsSync(path.join(site, "blog/2/index.html"))) return "missing";
  const blog = readFileSync(path.join(site, "blog/index.html"), "utf8");
  if (
    !/<(a|link)\b[^>]*\brel="next"[^>]*\bhref="\/blog\/2\/?"|<(a|link)\b[^>]*\bhref="\/blog\/2\/?"[^>]*\brel="next"/.test(
      blog,
    )
  )
    return 'no rel="next" link to /blog/2 on /blog';
  const page = await context.newPage();
  try {
    const response = await page.goto(`${base}/blog/2`);
    if (response?.status() !== 200) return `/blog/2 answers ${response?.status()}`;
    const articles = await page
      .locator('main a[href^="/blog/"]:not([href^="/blog/tags/"]):not([href^="/blog/authors/"]):not([href^="/blog/2"])')
      .count();
    return articles ? "works" : "/blog/2 lists no article without JavaScript";
  } finally {
    await page.close();
  }
}

/** The service worker's precache list in a build: how many files, and their bytes as stored (integration/service-worker.ts). */
export function precacheOf(site: string): ScaleFigures["precache"] {
  const list = precacheListIn(readFileSync(path.join(site, "sw.js"), "utf8"));
  return {
    files: list.length,
    bytes: list.reduce((sum, entry) => sum + statSync(path.join(site, entry.url)).size, 0),
    urls: list.map((entry) => entry.url),
  };
}

type SiteFigures = Pick<ScaleFigures, "js" | "blogHtml" | "articleHtml" | "relatedCards" | "nextPage" | "precache">;
/**
 * Every figure of the built site at `site`, read in the headless shell (ADR 0055); `search: false`
 * leaves the searches out (npm test's check of this checkout's build measures them,
 * check:search-transfer).
 */
export function measureSite(site: string): Promise<SiteFigures & Pick<ScaleFigures, "search">>;
export function measureSite(site: string, options: { search: false }): Promise<SiteFigures>;
export async function measureSite(
  site: string,
  { search: withSearch = true } = {},
): Promise<SiteFigures & Partial<Pick<ScaleFigures, "search">>> {
  const server = await serveSite({ root: site });
  const browser = await launchShell();
  try {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    const js = {} as ScaleFigures["js"];
    for (const type of PAGE_TYPES) {
      // The scale checks compare what each page type requests on load (check:js-budget scrolls).
      const figures = await measurePageJs(context, server.origin, site, PAGE_PATHS[type], { scroll: false });
      js[type] = {
        bytes: figures.scripts.reduce((sum, s) => sum + s.gzip, 0),
        files: figures.scripts.map((s) => s.url),
      };
    }
    const search = withSearch
      ? await measureSearchTransfer(browser, server.origin).catch((error: Error) => ({
          error: error.message.split("\n")[0]!,
        }))
      : undefined;
    const noScript = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: "block" });
    const nextPage = await measureNextPage(noScript, server.origin, site);
    const htmlSize = (urlPath: string) => statSync(path.join(site, urlPath, "index.html")).size;
    return {
      js,
      blogHtml: htmlSize("/blog"),
      ...articleFigures(readFileSync(path.join(site, PAGE_PATHS.article, "index.html"), "utf8")),
      ...(search && { search }),
      nextPage,
      precache: precacheOf(site),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The `count` articles the scale copies get, oldest last: the same for a count whoever asks. */
export const scaleArticles = (count: number) =>
  generateArticles(count, realArticles, { categories, authors, taken: realArticles.slugs });

/**
 * A copy of the project with `generated` more articles and a description for each tag they name;
 * caches of its own for the benchmark's cold builds, or (ownCaches false) the shared
 * content-addressed ones, as npm test's copy.
 */
export function copyWith(generated: number, { ownCaches = true } = {}): SiteCopy {
  const copy = copySite({ ownCaches });
  for (const article of scaleArticles(generated)) {
    copy.write(`${ARTICLES_DIR}/${article.slug}.md`, article.text);
  }
  for (const { file, text } of tagFiles(SCALE_TAGS, new Set(idsIn("app/content/tags")))) copy.write(file, text);
  return copy;
}
