/** /sitemap.xml: every canonical page of the route list (app/lib/routes.ts); articles carry their date. */
import type { APIRoute } from "astro";
import { getArticles } from "~/content/articles";
import { absoluteUrl } from "~/lib/meta";
import { pagePaths } from "~/lib/routes";
import { sitemapXml } from "~/lib/sitemap";

export const GET: APIRoute = async () => {
  const dates = new Map((await getArticles()).map((a) => [`/blog/${a.slug}`, a.updated ?? a.date]));
  const xml = sitemapXml(pagePaths().map((path) => ({ loc: absoluteUrl(path), lastmod: dates.get(path) })));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
