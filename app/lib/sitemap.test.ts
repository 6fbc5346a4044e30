import { describe, expect, it } from "vitest";
import {
  SITEMAP_LIMITS,
  sitemapIndexXml,
  sitemapPartPath,
  sitemapXml,
  splitSitemap,
  type SitemapEntry,
} from "./sitemap";

const entries = (n: number): SitemapEntry[] =>
  Array.from({ length: n }, (_, i) => ({ loc: `https://example.org/blog/article-${i}`, lastmod: "2026-11-23" }));

describe("sitemap", () => {
  it("keeps the protocol's limits for one file", () => {
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 52_428_800 });
  });

  it("is one file while the URLs fit", () => {
    expect(splitSitemap(entries(10), { urls: 10, bytes: 1_000_000 })).toEqual([entries(10)]);
  });

  it("splits past the number of URLs a file may hold, keeping every URL once and in order", () => {
    const groups = splitSitemap(entries(25), { urls: 10, bytes: 1_000_000 });
    expect(groups.map((g) => g.length)).toEqual([10, 10, 5]);
    expect(groups.flat()).toEqual(entries(25));
  });

  it("splits before a file would pass the byte limit", () => {
    const all = entries(30);
    const limit = 1_000;
    const groups = splitSitemap(all, { urls: 50_000, bytes: limit });
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.flat()).toEqual(all);
    for (const group of groups) expect(new TextEncoder().encode(sitemapXml(group)).length).toBeLessThanOrEqual(limit);
  });

  it("escapes URLs and names the parts in an index", () => {
    expect(sitemapXml([{ loc: "https://example.org/?a=1&b=2" }])).toContain(
      "<loc>https://example.org/?a=1&amp;b=2</loc>",
    );
    const index = sitemapIndexXml([1, 2].map((n) => `https://example.org${sitemapPartPath(n)}`));
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<sitemap><loc>https://example.org/sitemap-2.xml</loc></sitemap>");
  });
});
