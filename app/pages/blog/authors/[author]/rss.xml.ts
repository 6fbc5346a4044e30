/** /blog/authors/<id>/rss.xml: the RSS 2.0 feed of an author's newest articles (data/feeds.ts). */
import type { APIRoute, GetStaticPaths } from "astro";
import { getAuthorFeeds, feedResponse, type ListFeed } from "~/data/feeds";

export const getStaticPaths = (() => getAuthorFeeds()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => feedResponse("rss", props as ListFeed);
