import { describe, expect, it } from "vitest";
import {
  blogSearchParams,
  categoryHref,
  DEFAULT_FILTERS,
  filterArticles,
  matchesQuery,
  parseBlogFilters,
  parseCategory,
} from "./blog-filter";

const article = (title: string, excerpt: string, category: string) => ({ title, excerpt, category });
const articles = [
  article("Prompt Engineering for Developers", "Patterns that make language models reliable.", "AI Insights"),
  article("Running Small Language Models", "Private models on a laptop.", "AI Insights"),
  article("Building a Learning Habit", "Motivation fades; habits stay.", "Motivation"),
  article("React 19 in Practice", "Actions and the compiler.", "Tech Trends"),
];
const CATEGORIES = ["AI Insights", "Motivation", "Tech Trends"];
const titles = (list: readonly { title: string }[]) => list.map((a) => a.title);

describe("matchesQuery", () => {
  it("ignores case and surrounding space, and searches title and excerpt", () => {
    expect(matchesQuery(articles[0]!, "PROMPT")).toBe(true);
    expect(matchesQuery(articles[0]!, "  language MODELS ")).toBe(true);
    expect(matchesQuery(articles[1]!, "laptop")).toBe(true);
    expect(matchesQuery(articles[1]!, "compiler")).toBe(false);
  });

  it("matches everything when blank", () => {
    expect(matchesQuery(articles[3]!, "")).toBe(true);
    expect(matchesQuery(articles[3]!, "   ")).toBe(true);
  });
});

describe("filterArticles", () => {
  it("All with no text keeps every article in order", () => {
    expect(filterArticles(articles, DEFAULT_FILTERS)).toEqual(articles);
  });

  it("filters by category", () => {
    expect(titles(filterArticles(articles, { query: "", category: "AI Insights" }))).toEqual([
      "Prompt Engineering for Developers",
      "Running Small Language Models",
    ]);
    expect(titles(filterArticles(articles, { query: "", category: "Motivation" }))).toEqual(["Building a Learning Habit"]);
  });

  it("combines the search text with the category", () => {
    expect(titles(filterArticles(articles, { query: "models", category: "AI Insights" }))).toEqual([
      "Prompt Engineering for Developers",
      "Running Small Language Models",
    ]);
    expect(titles(filterArticles(articles, { query: "laptop", category: "AI Insights" }))).toEqual(["Running Small Language Models"]);
    expect(filterArticles(articles, { query: "laptop", category: "Tech Trends" })).toEqual([]);
  });

  it("returns nothing when nothing matches", () => {
    expect(filterArticles(articles, { query: "quantum", category: "All" })).toEqual([]);
  });
});

describe("URL round trip", () => {
  it("reads q, category and page, falling back to the defaults", () => {
    expect(parseBlogFilters(new URLSearchParams(""), CATEGORIES)).toEqual(DEFAULT_FILTERS);
    expect(parseBlogFilters(new URLSearchParams("q=React&category=Tech+Trends&page=2"), CATEGORIES)).toEqual({
      query: "React",
      category: "Tech Trends",
      page: 2,
    });
    expect(parseBlogFilters(new URLSearchParams("category=AI%20Insights"), CATEGORIES).category).toBe("AI Insights");
    expect(parseBlogFilters(new URLSearchParams("category=Astrology&page=-3"), CATEGORIES).category).toBe("All");
    expect(parseBlogFilters(new URLSearchParams("page=abc"), CATEGORIES).page).toBe(1);
  });

  it("matches a category name without regard to case", () => {
    expect(parseCategory("ai insights", CATEGORIES)).toBe("AI Insights");
    expect(parseCategory("all", CATEGORIES)).toBe("All");
    expect(parseCategory(null, CATEGORIES)).toBe("All");
  });

  it("leaves defaults out of the URL", () => {
    expect(blogSearchParams(DEFAULT_FILTERS).toString()).toBe("");
    const params = blogSearchParams({ query: "wasm", category: "Tech Trends", page: 1 });
    expect(params.toString()).toBe("q=wasm&category=Tech+Trends");
    expect(parseBlogFilters(params, CATEGORIES)).toEqual({ query: "wasm", category: "Tech Trends", page: 1 });
    expect(blogSearchParams({ query: "", category: "All", page: 3 }).toString()).toBe("page=3");
  });

  it("links to a category with the name URL-encoded", () => {
    expect(categoryHref("AI Insights")).toBe("/blog?category=AI%20Insights");
    expect(categoryHref("All")).toBe("/blog");
  });
});
