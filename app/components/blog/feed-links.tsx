import { Rss } from "lucide-react";
import blogCopy from "~/content/copy/blog-list.yaml";
import { buttonClass } from "~/components/ui/button";
import { feedPaths, JSON_FEED_TYPE, RSS_TYPE } from "~/lib/feed-links";

/**
 * A list's two feeds, under its heading: RSS and JSON Feed, at the list's path plus /rss.xml and
 * /feed.json (the blog's at the site's root). The head names the same files (lib/meta's alternates),
 * for feed readers that look there.
 */
export function FeedLinks({ listPath }: { listPath: string }) {
  const { rss, json } = feedPaths(listPath);
  const link = buttonClass("text", "px-0");
  return (
    <>
      <a href={rss} type={RSS_TYPE} className={link}>
        <Rss aria-hidden="true" className="size-5" />
        {blogCopy.rssLink}
      </a>
      <a href={json} type={JSON_FEED_TYPE} className={link}>
        {blogCopy.jsonFeedLink}
      </a>
    </>
  );
}
