/** /sitemap-<n>.xml: one file of the sitemap once it no longer fits in one (none until then). */
import type { APIRoute, GetStaticPaths } from "astro";
import { sitemapGroups } from "./_sitemap";
import { sitemapXml, type SitemapEntry } from "~/lib/sitemap";

export const getStaticPaths = (async () => {
  const groups = await sitemapGroups();
  return groups.length === 1 ? [] : groups.map((entries, i) => ({ params: { part: String(i + 1) }, props: { entries } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ entries: SitemapEntry[] }> = ({ props }) =>
  new Response(sitemapXml(props.entries), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
