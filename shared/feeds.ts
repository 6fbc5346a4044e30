/**
 * The feeds' files by name, with the types feed readers look for: every list of articles has its
 * pair (/rss.xml, /blog/tags/react/rss.xml …), so the pages that name them (app/lib/feed-links.ts),
 * npm start (headers.ts), nginx and the static hosts (integration/deploy-config.ts) know them by
 * name, wherever they are. The common tables say application/xml and application/json.
 */
export const FEED_FILES = {
  "rss.xml": "application/rss+xml",
  // JSON Feed 1.1's own type (jsonfeed.org/version/1.1).
  "feed.json": "application/feed+json",
} as const;

export type FeedFile = keyof typeof FEED_FILES;

/** The feed type of the file at `pathname`, by its name, or undefined when it is no feed. */
export function feedTypeFor(pathname: string): string | undefined {
  const name = pathname.slice(pathname.lastIndexOf("/") + 1);
  return Object.hasOwn(FEED_FILES, name) ? FEED_FILES[name as FeedFile] : undefined;
}
