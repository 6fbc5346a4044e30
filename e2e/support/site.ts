import { readFileSync } from "node:fs";
import path from "node:path";
import { SITE_ROOT } from "../../server/build-layout.ts";

/**
 * Every page of the built site, read from the sitemap the build derives from the route table (each
 * of its files, when /sitemap.xml is an index), so the tests cover exactly the pages the route
 * table declares.
 */
const locs = (file: string) => [...readFileSync(path.join(SITE_ROOT, file), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const sitemap = readFileSync(path.join(SITE_ROOT, "sitemap.xml"), "utf8");

export const pagePaths: string[] = sitemap.includes("<sitemapindex") ? locs("sitemap.xml").flatMap((part) => locs(part.slice(1))) : locs("sitemap.xml");

/** The kind of a page made from a list of articles (a tag's or an author's page), if it is one. */
const archiveKind = (path: string) => /^\/blog\/(tags|authors)\//.exec(path)?.[1];

/**
 * The pages with one page of each archive kind: for the suites that check what a page's template
 * makes (axe, reflow, console), which every tag page and every author page share; the suites about
 * what pages say (links, metadata, copy) check them all.
 */
export const templatePaths: string[] = pagePaths.filter((path, index) => {
  const kind = archiveKind(path);
  return !kind || pagePaths.findIndex((p) => archiveKind(p) === kind) === index;
});
