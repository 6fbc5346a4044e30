/**
 * Where the blog's feeds are and how a page names them: the whole blog's at the site's root
 * (/rss.xml, /feed.json), every category's, tag's and author's below its list page
 * (/blog/tags/react/rss.xml). The feeds themselves: lib/feed.ts.
 */
import { FEED_FILES } from "../../shared/feeds.ts";

export const RSS_TYPE = FEED_FILES["rss.xml"];
export const JSON_FEED_TYPE = FEED_FILES["feed.json"];

/** The list whose feeds every page names besides its own (a feed reader given any page finds the blog's). */
export const BLOG_PATH = "/blog";

/** Where a list's feeds are. */
export function feedPaths(listPath: string): { rss: string; json: string } {
  const base = listPath === BLOG_PATH ? "" : listPath;
  return { rss: `${base}/rss.xml`, json: `${base}/feed.json` };
}

/** A list's two feeds as `<link rel="alternate">` tags name them (lib/meta.ts's Alternate). */
export function feedAlternates(listPath: string, title: string): { type: string; href: string; title: string }[] {
  const { rss, json } = feedPaths(listPath);
  return [
    { type: RSS_TYPE, href: rss, title },
    { type: JSON_FEED_TYPE, href: json, title },
  ];
}
