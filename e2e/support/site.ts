import { SITE_ROOT } from "../../server/build-layout.ts";
import { sitemapPaths } from "../../server/pages.ts";

/**
 * Every page of the built site, read from the sitemap the build derives from the route table (each
 * of its files, when /sitemap.xml is an index), so the tests cover exactly the pages the route
 * table declares.
 */
export const pagePaths: string[] = sitemapPaths(SITE_ROOT);

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
