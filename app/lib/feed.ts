/**
 * The feeds of the blog's lists: the whole blog (/rss.xml, /feed.json) and each category, tag and
 * author (its path plus /rss.xml and /feed.json). One description per list (`describeFeed`, the
 * `feed` package's Feed) is written as RSS 2.0 and as JSON Feed 1.1. A feed holds the list's newest
 * FEED_ITEMS articles whole, so it stays the same size however large the archive grows; the archive
 * itself is on the paged lists and in the sitemap (ADR 0040).
 */
import { Feed, type Item } from "feed";
import type { ArticleDetail } from "../content/schemas/blog.ts";
import { BRAND, FEED_ITEMS } from "../content/site.ts";
import { absoluteHtml } from "./absolute-html.ts";
import { feedPaths } from "./feed-links.ts";
import { authorPath, categoryPath, tagPath } from "./articles.ts";
import { absoluteUrl } from "./meta.ts";
import { articlePath } from "./paths.ts";

export { FEED_ITEMS };

const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

/** A list of articles with feeds: the list page's path ("/blog", "/blog/tags/react") and words. */
export interface FeedList {
  path: string;
  title: string;
  description: string;
}

/** What a feed says of an article. */
export type FeedArticle = Pick<
  ArticleDetail,
  | "slug"
  | "title"
  | "excerpt"
  | "date"
  | "updated"
  | "category"
  | "categoryId"
  | "tags"
  | "author"
  | "authorId"
  | "image"
  | "alt"
  | "html"
>;

const day = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The item of one article: its whole text with absolute addresses, its illustration first. */
function itemOf(article: FeedArticle): Item {
  const url = absoluteUrl(articlePath(article.slug));
  const image = article.image ? absoluteUrl(article.image) : undefined;
  const illustration = image
    ? [{ type: "element" as const, tagName: "img", properties: { src: image, alt: article.alt ?? "" }, children: [] }]
    : [];
  return {
    title: article.title,
    id: url,
    link: url,
    // The last revision's day, and the first publication's: RSS's pubDate, JSON Feed's date_published.
    date: day(article.updated ?? article.date),
    published: day(article.date),
    description: article.excerpt,
    content: absoluteHtml(article.html, url, illustration),
    author: [{ name: article.author, link: absoluteUrl(authorPath(article.authorId)) }],
    category: [
      { name: article.category, domain: absoluteUrl(categoryPath(article.categoryId)) },
      ...article.tags.map((tag) => ({ name: tag, domain: absoluteUrl(tagPath(tag)) })),
    ],
    ...(image && { image }),
  };
}

/** The feed of `list`: its first FEED_ITEMS `articles` (newest first), dated by them, never by the clock. */
export function describeFeed(list: FeedList, articles: readonly FeedArticle[]): Feed {
  const items = articles.slice(0, FEED_ITEMS).map(itemOf);
  // The latest change among the items, so two builds of the same content write the same files.
  const updated = new Date(Math.max(0, ...items.map((item) => item.date.getTime())));
  const { rss, json } = feedPaths(list.path);
  const feed = new Feed({
    title: list.title,
    description: list.description,
    id: absoluteUrl(list.path),
    link: absoluteUrl(list.path),
    language: "en",
    updated,
    generator: BRAND,
    copyright: `© ${updated.getUTCFullYear()} ${BRAND}`,
    image: absoluteUrl("/apple-touch-icon.png"),
    feedLinks: { rss: absoluteUrl(rss), json: absoluteUrl(json) },
  });
  for (const item of items) feed.addItem(item);
  return feed;
}

/**
 * The feed as RSS 2.0. RSS's <author> is an e-mail address, and the team's names are not addresses,
 * so the author is Dublin Core's <dc:creator> (the namespace the library declares with the content).
 * No <guid> of the item's id: without one the library writes the link as a permalink guid. No
 * enclosure for the illustration either: it is in the content, and an enclosure wants a byte length.
 */
export function rssXml(feed: Feed): string {
  const rss = new Feed(feed.options);
  for (const { id: _id, image: _image, author = [], extensions = [], ...item } of feed.items) {
    const creators = author.map(({ name }) => ({ name: "dc:creator", objects: { _cdata: name ?? BRAND } }));
    rss.addItem({ ...item, extensions: [...extensions, ...creators] });
  }
  return rss.rss2();
}

interface JsonFeedOne {
  version: string;
  items: ({ author?: { name?: string; url?: string } } & Record<string, unknown>)[];
  [field: string]: unknown;
}

/**
 * The feed as JSON Feed 1.1 (jsonfeed.org/version/1.1). The library writes version 1 (its issue
 * #246); 1.1 is a superset of it that replaces the single `author` by an `authors` list and adds
 * `language`, so this lifts what the library wrote rather than writing JSON Feed by hand.
 */
export function jsonFeed(feed: Feed): string {
  const { version: _version, items, ...channel } = JSON.parse(feed.json1()) as JsonFeedOne;
  return JSON.stringify(
    {
      version: JSON_FEED_VERSION,
      ...channel,
      language: feed.options.language,
      items: items.map(({ author, ...item }) => ({ ...item, ...(author && { authors: [author] }) })),
    },
    null,
    2,
  );
}
