/** /blog/tags/<tag>/rss.xml: the RSS 2.0 feed of a tag's newest articles (data/feeds.ts). */
import type { APIRoute, GetStaticPaths } from "astro";
import { getTagFeeds, feedResponse, type ListFeed } from "~/data/feeds";

export const getStaticPaths = (() => getTagFeeds()) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => feedResponse("rss", props as ListFeed);
