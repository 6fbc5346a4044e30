/** /rss.xml: an RSS 2.0 feed of the newest articles (lib/feed.ts). */
import type { APIRoute } from "astro";
import { getArticles } from "~/data/articles";
import blogCopy from "~/content/copy/blog-list.yaml";
import { getPage } from "~/data/collections";
import { rssXml } from "~/lib/feed";

export const GET: APIRoute = async () => {
  const blog = await getPage("blog");
  const xml = rssXml(await getArticles(), { title: blogCopy.feedTitle, description: blog.description });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
};
