/**
 * /sitemap.xml: every canonical page (pages/_sitemap.ts); past the protocol's limits for one file,
 * the index of the files /sitemap-<n>.xml that hold them. robots.txt names this address either way.
 */
import type { APIRoute } from "astro";
import { sitemapGroups } from "./_sitemap";
import { absoluteUrl } from "~/lib/meta";
import { sitemapIndexXml, sitemapPartPath, sitemapXml } from "~/lib/sitemap";

export const GET: APIRoute = async () => {
  const groups = await sitemapGroups();
  const xml = groups.length === 1 ? sitemapXml(groups[0]!) : sitemapIndexXml(groups.map((_, i) => absoluteUrl(sitemapPartPath(i + 1))));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
