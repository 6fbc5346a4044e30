/** /rss.xml: the RSS 2.0 feed of the blog's newest articles (data/feeds.ts). */
import type { APIRoute } from "astro";
import { feedResponse, getBlogFeed } from "~/data/feeds";

export const GET: APIRoute = async () => feedResponse("rss", await getBlogFeed());
