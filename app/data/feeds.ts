/**
 * The feeds' contents: each list of articles (the blog, each category, tag and author) with its
 * newest articles, whole, for the routes rss.xml.ts and feed.json.ts under app/pages/. The lists are
 * the list pages' own: every category, every tag in use, every author with a page.
 */
import { articlesBy, articlesIn, articlesTagged, authorsWithPage, tagsOf } from "../lib/articles.ts";
import { describeFeed, FEED_ITEMS, jsonFeed, rssXml, type FeedArticle, type FeedList } from "../lib/feed.ts";
import { RSS_TYPE, JSON_FEED_TYPE } from "../lib/feed-links.ts";
import { authorFeedList, blogFeedList, categoryFeedList, tagFeedList } from "../lib/list-feeds.ts";
import { getArticles, getAuthors, getCategories, getTags } from "./articles.ts";
import { getPage } from "./collections.ts";

/** One list's feed: what it is called and its newest articles (a type, not an interface: route props need an index signature). */
export type ListFeed = {
  list: FeedList;
  articles: FeedArticle[];
};

const feed = (list: FeedList, articles: readonly FeedArticle[]): ListFeed => ({
  list,
  articles: articles.slice(0, FEED_ITEMS),
});

export async function getBlogFeed(): Promise<ListFeed> {
  const [articles, blog] = await Promise.all([getArticles(), getPage("blog")]);
  return feed(blogFeedList(blog.description), articles);
}

/** Each category's feed, as its routes' static paths. */
export async function getCategoryFeeds() {
  const [articles, categories] = await Promise.all([getArticles(), getCategories()]);
  return categories.map((category) => ({
    params: { category: category.id },
    props: feed(categoryFeedList(category), articlesIn(articles, category.id)),
  }));
}

/** Each tag's feed, as its routes' static paths. */
export async function getTagFeeds() {
  const [articles, tags] = await Promise.all([getArticles(), getTags()]);
  const descriptions = new Map(tags.map((t) => [t.id, t.description]));
  return tagsOf(articles).map((tag) => ({
    params: { tag },
    props: feed(tagFeedList(tag, descriptions.get(tag)!), articlesTagged(articles, tag)),
  }));
}

/** Each author's feed, as its routes' static paths. */
export async function getAuthorFeeds() {
  const [articles, authors] = await Promise.all([getArticles(), getAuthors()]);
  return authorsWithPage(articles, authors).map((author) => ({
    params: { author: author.id },
    props: feed(authorFeedList(author), articlesBy(articles, author.id)),
  }));
}

/** The file of a list's feed in one of its two forms. */
export function feedResponse(format: "rss" | "json", { list, articles }: ListFeed): Response {
  const description = describeFeed(list, articles);
  const [body, type] = format === "rss" ? [rssXml(description), RSS_TYPE] : [jsonFeed(description), JSON_FEED_TYPE];
  return new Response(body, { headers: { "Content-Type": `${type}; charset=utf-8` } });
}
