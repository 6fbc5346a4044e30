import { getArticles } from "~/lib/articles.server";
import { absoluteUrl } from "~/lib/meta";
import { sitemapXml } from "~/lib/sitemap";
import { pagePaths } from "./table";

/** Prerendered to /sitemap.xml: every canonical page from the route table; articles carry their date. */
export function loader() {
  const dates = new Map(getArticles().map((a) => [`/blog/${a.slug}`, a.date]));
  const xml = sitemapXml(pagePaths().map((path) => ({ loc: absoluteUrl(path), lastmod: dates.get(path) })));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
