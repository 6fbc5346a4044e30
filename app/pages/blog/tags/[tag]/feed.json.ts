/** /blog/tags/<tag>/feed.json: the JSON Feed 1.1 of a tag's newest articles (data/feeds.ts). */
import type { APIRoute, GetStaticPaths } from "astro";
import { getTagFeeds, feedResponse, type ListFeed } from "~/data/feeds";

export const getStaticPaths = (() => getTagFeeds()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => feedResponse("json", props as ListFeed);
