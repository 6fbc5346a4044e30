/** /feed.json: the JSON Feed 1.1 of the blog's newest articles (data/feeds.ts). */
import type { APIRoute } from "astro";
import { feedResponse, getBlogFeed } from "~/data/feeds";

export const GET: APIRoute = async () => feedResponse("json", await getBlogFeed());
