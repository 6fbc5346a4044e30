import { Rss } from "~/components/ui/icons";
import blogCopy from "~/content/copy/blog-list.yaml";
import { feedPaths, JSON_FEED_TYPE, RSS_TYPE } from "~/lib/feed-links";

/**
 * A list's two feeds, under its heading: RSS and JSON Feed, at the list's path plus /rss.xml and
 * /feed.json (the blog's at the site's root). The head names the same files (lib/meta's alternates),
 * for feed readers that look there.
 */
export function FeedLinks({ listPath }: { listPath: string }) {
  const { rss, json } = feedPaths(listPath);
  // Links, not buttons: they lead to a file. Tall enough to touch (44 px), in line with the lead above.
  const link = "inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline hover:no-underline";
  return (
    <p className="flex flex-wrap items-center gap-x-6">
      <a href={rss} type={RSS_TYPE} className={link}>
        <Rss aria-hidden="true" className="size-5" />
        {blogCopy.rssLink}
      </a>
      <a href={json} type={JSON_FEED_TYPE} className={link}>
        {blogCopy.jsonFeedLink}
      </a>
    </p>
  );
}
