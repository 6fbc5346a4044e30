import { describe, expect, it } from "vitest";
import { FEED_ITEMS, rssXml } from "./feed";

const article = (i: number) => ({
  slug: `article-${i}`,
  title: `Article ${i}`,
  // Newest first, as the feed receives them.
  date: new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString().slice(0, 10),
  excerpt: `What article ${i} is about.`,
  category: "AI Insights",
  tags: ["llm"],
});

describe("the RSS feed", () => {
  it("carries the newest fifty articles, however many there are", () => {
    const xml = rssXml(Array.from({ length: 120 }, (_, i) => article(i)), { title: "Blog", description: "All of it" });
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(FEED_ITEMS).toBe(50);
    expect(links).toHaveLength(50);
    expect(links[0]).toMatch(/\/blog\/article-0$/);
    expect(links.at(-1)).toMatch(/\/blog\/article-49$/);
    expect(xml).toContain("<lastBuildDate>Thu, 01 Jan 2026 00:00:00 GMT</lastBuildDate>");
  });

  it("lists every article while there are fewer than fifty", () => {
    const xml = rssXml([article(0), article(1)], { title: "Blog", description: "All of it" });
    expect(xml.match(/<item>/g)).toHaveLength(2);
  });
});
