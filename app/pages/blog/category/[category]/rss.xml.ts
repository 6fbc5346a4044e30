/** /blog/category/<id>/rss.xml: the RSS 2.0 feed of a category's newest articles (data/feeds.ts). */
import type { APIRoute, GetStaticPaths } from "astro";
import { getCategoryFeeds, feedResponse, type ListFeed } from "~/data/feeds";

export const getStaticPaths = (() => getCategoryFeeds()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => feedResponse("rss", props as ListFeed);
