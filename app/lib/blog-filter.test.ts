import { describe, expect, it } from "vitest";
import {
  ALL_CATEGORIES,
  blogSearchParams,
  categoryHref,
  DEFAULT_FILTERS,
  parseBlogFilters,
  parseCategory,
} from "./blog-filter";

const CATEGORIES = ["AI Insights", "Motivation", "Tech Trends"];

describe("URL round trip", () => {
  it("reads q, category and page, falling back to the defaults", () => {
    expect(parseBlogFilters(new URLSearchParams(""), CATEGORIES)).toEqual(DEFAULT_FILTERS);
    expect(parseBlogFilters(new URLSearchParams("q=React&category=Tech+Trends&page=2"), CATEGORIES)).toEqual({
      query: "React",
      category: "Tech Trends",
      page: 2,
    });
    expect(parseBlogFilters(new URLSearchParams("category=AI%20Insights"), CATEGORIES).category).toBe("AI Insights");
    expect(parseBlogFilters(new URLSearchParams("category=Astrology&page=-3"), CATEGORIES).category).toBe(
      ALL_CATEGORIES,
    );
    expect(parseBlogFilters(new URLSearchParams("page=abc"), CATEGORIES).page).toBe(1);
  });

  it("matches a category name without regard to case", () => {
    expect(parseCategory("ai insights", CATEGORIES)).toBe("AI Insights");
    expect(parseCategory("all", CATEGORIES)).toBe(ALL_CATEGORIES);
    expect(parseCategory(null, CATEGORIES)).toBe(ALL_CATEGORIES);
  });

  it("leaves defaults out of the URL", () => {
    expect(blogSearchParams(DEFAULT_FILTERS).toString()).toBe("");
    const params = blogSearchParams({ query: "wasm", category: "Tech Trends", page: 1 });
    expect(params.toString()).toBe("q=wasm&category=Tech+Trends");
    expect(parseBlogFilters(params, CATEGORIES)).toEqual({ query: "wasm", category: "Tech Trends", page: 1 });
    expect(blogSearchParams({ query: "", category: ALL_CATEGORIES, page: 3 }).toString()).toBe("page=3");
  });

  it("links to a category with the name URL-encoded", () => {
    expect(categoryHref("AI Insights")).toBe("/blog?category=AI%20Insights");
    expect(categoryHref(ALL_CATEGORIES)).toBe("/blog");
  });
});
