/**
 * /sitemap.xml: every canonical page, found from the page entries in this folder (a dynamic one
 * contributes each path its getStaticPaths yields), so a new page or a new piece of content is
 * listed without a second list to keep. Articles carry their date.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { getCollection } from "astro:content";
import type { ArticleDetail } from "~/content/blog";
import { absoluteUrl } from "~/lib/meta";
import { sitemapXml } from "~/lib/sitemap";

/** Prerendered for the server's 404 answers; not a page of its own. */
const NOT_A_PAGE = new Set(["/404"]);

const entries = import.meta.glob<{ getStaticPaths?: GetStaticPaths }>("./**/*.astro");

/** "./blog/[slug].astro" → "/blog/[slug]"; "./services/index.astro" → "/services"; "./index.astro" → "/". */
const routeOf = (file: string) => file.slice(1).replace(/\.astro$/, "").replace(/\/index$/, "") || "/";

async function pagePaths(): Promise<string[]> {
  const routes = Object.keys(entries)
    .map((file) => ({ file, route: routeOf(file) }))
    .filter(({ route }) => !NOT_A_PAGE.has(route))
    // A section's own page before its children; children in their content's order.
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const paths: string[] = [];
  for (const { file, route } of routes) {
    if (!route.includes("[")) {
      paths.push(route);
      continue;
    }
    const { getStaticPaths } = await entries[file]!();
    if (!getStaticPaths) throw new Error(`sitemap: ${file} has parameters but no getStaticPaths`);
    const paginate = () => {
      throw new Error(`sitemap: ${file} paginates, which the sitemap does not list yet`);
    };
    const results = await getStaticPaths({ paginate, routePattern: route } as unknown as Parameters<GetStaticPaths>[0]);
    for (const { params } of results) {
      paths.push(route.replace(/\[(\w+)\]/g, (_, name: string) => String(params[name])));
    }
  }
  return paths;
}

export const GET: APIRoute = async () => {
  const articles = (await getCollection("articles")).map((entry) => entry.data as ArticleDetail);
  const dates = new Map(articles.map((a) => [`/blog/${a.slug}`, a.date]));
  const xml = sitemapXml((await pagePaths()).map((path) => ({ loc: absoluteUrl(path), lastmod: dates.get(path) })));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
