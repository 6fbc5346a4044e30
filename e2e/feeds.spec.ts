/**
 * The feeds of every list (docs/product.md#feeds): the blog's at /rss.xml and
 * /feed.json, each category's, tag's and author's at its path plus /rss.xml and /feed.json, read by a
 * real feed parser (feedsmith) as a feed reader would, with the whole article as HTML; and every list
 * page naming its feeds in its head and linking them where a reader sees it.
 */
import type { APIRequestContext } from "@playwright/test";
import { parseJsonFeed, parseRssFeed } from "feedsmith";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { readAuthorFolder, readCategoryFolder } from "../app/data/testing/blog-files.testing";
import { articles } from "../tools/support/articles";
import {
  articlesBy,
  articlesIn,
  articlesTagged,
  authorPath,
  authorsWithPage,
  categoryPath,
  tagPath,
  tagsOf,
} from "../app/lib/articles";
import { FEED_ITEMS } from "../app/content/site";
import { pagePaths } from "../tools/support/site";
import { DESKTOP, expect, test } from "./support/fixtures";
import { blogCopy, FEED_TYPES, RSS_LINK_START } from "../tools/support/spec-texts";

test.use({ viewport: DESKTOP });

const SITE = "https://techhorizon.example";
type Article = (typeof articles)[number];

/** Every list with feeds, with where they are and what they must hold (newest first). */
const lists: { path: string; rss: string; json: string; articles: Article[] }[] = [
  { path: "/blog", rss: "/rss.xml", json: "/feed.json", articles },
  ...readCategoryFolder().map((c) => ({ path: categoryPath(c.id), articles: articlesIn(articles, c.id) })),
  ...tagsOf(articles).map((tag) => ({ path: tagPath(tag), articles: articlesTagged(articles, tag) })),
  ...authorsWithPage(articles, readAuthorFolder()).map((a) => ({
    path: authorPath(a.id),
    articles: articlesBy(articles, a.id),
  })),
].map((list) => ({ rss: `${list.path}/rss.xml`, json: `${list.path}/feed.json`, ...list }));

const words = (text: string) => text.replace(/\s+/g, " ").trim();
/** The text of an article as its page shows it: its prose, without the heading anchors' "#". */
const proseText = (html: string) => words(toString(select(".prose", fromHtml(html))!).replaceAll("#", ""));
/** The addresses in a feed's HTML, each of which must be absolute. */
const addresses = (html: string) =>
  selectAll("[href], [src]", fromHtml(html, { fragment: true })).map((el) =>
    String(el.properties.href ?? el.properties.src),
  );

/**
 * An article's text as its page shows it, read once per worker: an article is in the feeds of its
 * category, its tags and its author, and its page is the same page each time.
 */
const articleTexts = new Map<string, Promise<string>>();
function articleText(slug: string, request: APIRequestContext): Promise<string> {
  let text = articleTexts.get(slug);
  if (!text) {
    text = request.get(`/blog/${slug}`).then(async (response) => proseText(await response.text()));
    articleTexts.set(slug, text);
  }
  return text;
}

for (const list of lists) {
  test(`${list.rss} and ${list.json} hold the newest articles of ${list.path}, whole, with absolute links`, async ({
    request,
  }) => {
    const expected = list.articles.slice(0, FEED_ITEMS);
    const rssResponse = await request.get(list.rss);
    expect(rssResponse.status()).toBe(200);
    expect(rssResponse.headers()["content-type"]).toBe(`${FEED_TYPES.rss}; charset=utf-8`);
    const rss = parseRssFeed(await rssResponse.text());
    const jsonResponse = await request.get(list.json);
    expect(jsonResponse.status()).toBe(200);
    expect(jsonResponse.headers()["content-type"]).toBe(`${FEED_TYPES.json}; charset=utf-8`);
    const jsonText = await jsonResponse.text();
    expect((JSON.parse(jsonText) as { version: string }).version).toBe("https://jsonfeed.org/version/1.1");
    const json = parseJsonFeed(jsonText);

    expect(rss.link).toBe(`${SITE}${list.path}`);
    expect(json.home_page_url).toBe(`${SITE}${list.path}`);
    expect(json.feed_url).toBe(`${SITE}${list.json}`);
    const urls = expected.map((a) => `${SITE}/blog/${a.slug}`);
    expect(rss.items?.map((item) => item.link) ?? []).toEqual(urls);
    expect(json.items?.map((item) => item.url) ?? []).toEqual(urls);

    for (const [i, article] of expected.entries()) {
      const page = await articleText(article.slug, request);
      const rssItem = rss.items![i]!;
      const jsonItem = json.items![i]!;
      expect(rssItem.title).toBe(article.title);
      expect(jsonItem.title).toBe(article.title);
      expect(new Date(rssItem.pubDate!).toISOString().slice(0, 10)).toBe(article.date);
      expect(jsonItem.date_published?.slice(0, 10)).toBe(article.date);
      expect(rssItem.dc?.creators).toEqual([article.author]);
      expect(jsonItem.authors?.map((a) => a.name)).toEqual([article.author]);
      expect(rssItem.categories?.map((c) => c.name)).toEqual([article.category, ...article.tags]);
      expect(jsonItem.tags).toEqual([article.category, ...article.tags]);
      for (const html of [rssItem.content?.encoded ?? "", jsonItem.content_html ?? ""]) {
        // The whole article, every word of it as the page shows it, not an excerpt.
        expect(words(toString(fromHtml(html, { fragment: true })).replaceAll("#", "")), article.slug).toBe(page);
        expect(
          addresses(html).filter((url) => !/^https?:\/\//.test(url)),
          article.slug,
        ).toEqual([]);
      }
    }
  });
}

test("a feed that is not there is the not-found page", async ({ request }) => {
  const response = await request.get("/blog/tags/no-such-tag/feed.json");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toMatch(/^text\/html/);
});

/** The list pages: /blog and its further pages, and each category's, tag's and author's with theirs. */
const listPages = pagePaths.filter((path) => /^\/blog(\/\d+)?$|^\/blog\/(category|tags|authors)\//.test(path));

test("every list page names its feeds in its head and links its RSS feed where a reader sees it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  expect(lists.map((l) => l.path).filter((path) => !listPages.includes(path))).toEqual([]);
  for (const path of listPages) {
    const list = lists.find(
      (l) => path === l.path || (path.startsWith(`${l.path}/`) && /^\/\d+$/.test(path.slice(l.path.length))),
    )!;
    expect(list, path).toBeDefined();
    await page.goto(path);
    const alternate = (type: string) => page.locator(`head link[rel="alternate"][type="${type}"]`).first();
    await expect(alternate(FEED_TYPES.rss), path).toHaveAttribute("href", list.rss);
    await expect(alternate(FEED_TYPES.json), path).toHaveAttribute("href", list.json);
    const link = page.getByRole("main").getByRole("link", { name: new RegExp(`^${RSS_LINK_START}`) });
    await expect(link, path).toBeVisible();
    await expect(link, path).toHaveAccessibleName(blogCopy.rssLink);
    await expect(link, path).toHaveAttribute("href", list.rss);
    await expect(page.getByRole("main").getByRole("link", { name: blogCopy.jsonFeedLink }), path).toHaveAttribute(
      "href",
      list.json,
    );
  }
  // What the link leads to is the feed itself.
  expect((await request.get(lists.at(-1)!.rss)).status()).toBe(200);
});
