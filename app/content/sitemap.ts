/**
 * The sitemap's URLs: every canonical page of the route list (app/lib/routes.ts), articles with their
 * date, in files within the protocol's limits (lib/sitemap.ts). /sitemap.xml and /sitemap-<n>.xml
 * both take them from here.
 */
import { absoluteUrl } from "../lib/meta.ts";
import { pagePaths } from "../lib/routes.ts";
import { splitSitemap, type SitemapEntry } from "../lib/sitemap.ts";
import { getArticles } from "./articles.ts";

export async function sitemapGroups(): Promise<SitemapEntry[][]> {
  const dates = new Map((await getArticles()).map((a) => [`/blog/${a.slug}`, a.updated ?? a.date]));
  return splitSitemap(pagePaths().map((path) => ({ loc: absoluteUrl(path), lastmod: dates.get(path) })));
}
