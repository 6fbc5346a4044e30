/** /blog/authors/<id>/feed.json: the JSON Feed 1.1 of an author's newest articles (data/feeds.ts). */
import type { APIRoute, GetStaticPaths } from "astro";
import { getAuthorFeeds, feedResponse, type ListFeed } from "~/data/feeds";

export const getStaticPaths = (() => getAuthorFeeds()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => feedResponse("json", props as ListFeed);
