/** /blog/category/<id>/feed.json: the JSON Feed 1.1 of a category's newest articles (data/feeds.ts). */
import type { APIRoute, GetStaticPaths } from "astro";
import { getCategoryFeeds, feedResponse, type ListFeed } from "~/data/feeds";

export const getStaticPaths = (() => getCategoryFeeds()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => feedResponse("json", props as ListFeed);
