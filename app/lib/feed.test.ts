/**
 * The feeds as a feed reader reads them: parsed by feedsmith (RSS 2.0 and JSON Feed), not by
 * matching the text the library wrote.
 */
import { parseJsonFeed, parseRssFeed } from "feedsmith";
import { describe, expect, it } from "vitest";
import { describeFeed, FEED_ITEMS, jsonFeed, rssXml, type FeedArticle, type FeedList } from "./feed";

const article = (i: number): FeedArticle => ({
  slug: `article-${i}`,
  title: `Article ${i} & more`,
  // Newest first, as the feed receives them.
  date: new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString().slice(0, 10),
  excerpt: `What article ${i} is about.`,
  category: "AI Insights",
  categoryId: "ai-insights",
  tags: ["llm", "python"],
  author: "Priya Raman",
  authorId: "priya-raman",
  html: `<h2 id="start">Start</h2><p>Body of article ${i}, see <a href="/ai/tools">the tools</a> and <a href="#start">the start</a>.</p><p>Last words of ${i}.</p>`,
});
const list: FeedList = {
  path: "/blog/tags/llm",
  title: "Articles tagged “llm” — TechHorizon",
  description: "Language models.",
};
const many = Array.from({ length: 120 }, (_, i) => article(i));

describe("a list's RSS 2.0 feed", () => {
  const rss = parseRssFeed(rssXml(describeFeed(list, many)));

  it("carries the list's newest articles, a fixed number however many there are", () => {
    expect(rss.items).toHaveLength(FEED_ITEMS);
    expect(rss.items?.map((item) => item.link)).toEqual(
      many.slice(0, FEED_ITEMS).map((a) => `https://techhorizon.example/blog/${a.slug}`),
    );
    expect(rss.title).toBe(list.title);
    expect(rss.link).toBe("https://techhorizon.example/blog/tags/llm");
    expect(rss.atom?.links?.[0]?.href).toBe("https://techhorizon.example/blog/tags/llm/rss.xml");
  });

  it("says of each item its title, date, author, category and tags, and the whole article with absolute links", () => {
    const item = rss.items![0]!;
    expect(item.title).toBe("Article 0 & more");
    expect(item.guid).toEqual({ value: "https://techhorizon.example/blog/article-0", isPermaLink: true });
    expect(new Date(item.pubDate!).toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(item.dc?.creators).toEqual(["Priya Raman"]);
    expect(item.authors).toBeUndefined();
    expect(item.categories?.map((c) => c.name)).toEqual(["AI Insights", "llm", "python"]);
    expect(item.description).toBe("What article 0 is about.");
    const content = item.content?.encoded ?? "";
    expect(content).toContain("Last words of 0.");
    expect(content).toContain('href="https://techhorizon.example/ai/tools"');
    expect(content).toContain('href="https://techhorizon.example/blog/article-0#start"');
    expect(content).not.toMatch(/(href|src)="\//);
  });

  it("is dated by its newest article, not by the clock, so two builds write the same file", () => {
    expect(rss.lastBuildDate && new Date(rss.lastBuildDate).toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(rssXml(describeFeed(list, many))).toBe(rssXml(describeFeed(list, many)));
  });

  it("lists every article while there are fewer, and none when the list is empty", () => {
    expect(parseRssFeed(rssXml(describeFeed(list, many.slice(0, 2)))).items).toHaveLength(2);
    expect(parseRssFeed(rssXml(describeFeed(list, []))).items ?? []).toHaveLength(0);
  });
});

describe("a list's JSON Feed 1.1", () => {
  const text = jsonFeed(describeFeed(list, many));
  const json = parseJsonFeed(text);

  it("is JSON Feed 1.1 with the list's newest articles", () => {
    expect((JSON.parse(text) as { version: string }).version).toBe("https://jsonfeed.org/version/1.1");
    expect(json.title).toBe(list.title);
    expect(json.home_page_url).toBe("https://techhorizon.example/blog/tags/llm");
    expect(json.feed_url).toBe("https://techhorizon.example/blog/tags/llm/feed.json");
    expect(json.language).toBe("en");
    expect(json.items?.map((item) => item.id)).toEqual(
      many.slice(0, FEED_ITEMS).map((a) => `https://techhorizon.example/blog/${a.slug}`),
    );
  });

  it("gives each item its title, dates, authors, tags and the whole article as content_html", () => {
    const item = json.items![1]!;
    expect(item.url).toBe("https://techhorizon.example/blog/article-1");
    expect(item.title).toBe("Article 1 & more");
    expect(item.date_published).toBe("2025-12-31T00:00:00.000Z");
    expect(item.authors).toEqual([
      { name: "Priya Raman", url: "https://techhorizon.example/blog/authors/priya-raman" },
    ]);
    expect((item as { author?: unknown }).author).toBeUndefined();
    expect(item.tags).toEqual(["AI Insights", "llm", "python"]);
    expect(item.summary).toBe("What article 1 is about.");
    expect(item.content_html).toContain("Last words of 1.");
    expect(item.content_html).toContain('href="https://techhorizon.example/ai/tools"');
  });

  it("starts an illustrated article's content with its illustration, at an absolute address", () => {
    const illustrated = { ...article(0), updated: "2026-02-01", image: "/images/blog/a.svg", alt: "A diagram" };
    const item = parseJsonFeed(jsonFeed(describeFeed(list, [illustrated]))).items![0]!;
    expect(item.image).toBe("https://techhorizon.example/images/blog/a.svg");
    expect(item.content_html).toMatch(
      /^<img src="https:\/\/techhorizon\.example\/images\/blog\/a\.svg" alt="A diagram">/,
    );
    expect(item.date_modified).toBe("2026-02-01T00:00:00.000Z");
    expect(item.date_published).toBe("2026-01-01T00:00:00.000Z");
  });
});

describe("the blog's own feeds", () => {
  it("are at the site's root", () => {
    const feed = describeFeed({ path: "/blog", title: "Blog", description: "All of it" }, many);
    expect(parseJsonFeed(jsonFeed(feed)).feed_url).toBe("https://techhorizon.example/feed.json");
    expect(parseRssFeed(rssXml(feed)).atom?.links?.[0]?.href).toBe("https://techhorizon.example/rss.xml");
  });
});
