/**
 * The sitemap's URLs: every canonical page of the route list (app/lib/routes.ts) but those kept out
 * of search engines' indexes (a tag with fewer than two articles), articles with their date, in files within the protocol's limits (lib/sitemap.ts). /sitemap.xml and /sitemap-<n>.xml
 * both take them from here.
 */
import { absoluteUrl } from "~/lib/meta";
import { pagePaths } from "~/lib/routes";
import { splitSitemap, type SitemapEntry } from "~/lib/sitemap";
import { getArticles } from "~/data/articles";
import { getContentRoutes } from "~/data/collections";

export async function sitemapGroups(): Promise<SitemapEntry[][]> {
  const [articles, routes] = await Promise.all([getArticles(), getContentRoutes()]);
  const dates = new Map(articles.map((a) => [`/blog/${a.slug}`, a.updated ?? a.date]));
  const unindexed = new Set(routes.unindexed);
  const indexed = pagePaths(routes).filter((path) => !unindexed.has(path));
  return splitSitemap(indexed.map((path) => ({ loc: absoluteUrl(path), lastmod: dates.get(path) })));
}
