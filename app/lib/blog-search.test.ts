import { describe, expect, it } from "vitest";
import type { ArticleSummary } from "../content/schemas/blog.ts";
import { ALL_CATEGORIES } from "./blog-filter";
import {
  BLOG_INDEX_LANGUAGE,
  blogSearchRequest,
  fromBlogResult,
  holdsEveryWord,
  showsBuiltList,
  toBlogRecord,
} from "./blog-search";

const article: ArticleSummary = {
  slug: "react-19",
  title: "React 19 in Practice",
  excerpt: "Actions, use() and the compiler.",
  date: "2026-06-01",
  dateText: "June 1, 2026",
  category: "Tech Trends",
  categoryId: "tech-trends",
  author: "Maya Chen",
  authorId: "maya-chen",
  authorRole: "Editor-in-Chief",
  tags: ["react"],
  image: "/images/blog/react-19.svg",
  alt: "A diagram",
  draft: false,
  readingMinutes: 7,
};
const CATEGORIES = ["AI Insights", "Motivation", "Tech Trends"];

describe("toBlogRecord", () => {
  it("makes title and excerpt the searched text, the category a filter and the date the sort key", () => {
    const record = toBlogRecord(article);
    expect(record.url).toBe("/blog/react-19");
    expect(record.content).toBe("React 19 in Practice. Actions, use() and the compiler.");
    expect(record.language).toBe(BLOG_INDEX_LANGUAGE);
    expect(record.filters).toEqual({ category: ["Tech Trends"] });
    expect(record.sort).toEqual({ date: "2026-06-01" });
  });

  it("carries what a card shows, and a card drawn from it is the built list's card", () => {
    const record = toBlogRecord(article);
    // Pagefind returns the record's URL and meta (the meta values as strings).
    const { slug, title, excerpt, date, dateText, category, author, readingMinutes, image, alt, draft } = article;
    expect(fromBlogResult({ url: record.url, meta: record.meta })).toEqual({
      slug,
      title,
      excerpt,
      date,
      dateText,
      category,
      author,
      readingMinutes,
      image,
      alt,
      draft,
    });
  });

  it("leaves an article without image or alt text without them", () => {
    const { image: _image, alt: _alt, ...bare } = article;
    const card = fromBlogResult(toBlogRecord(bare));
    expect(card.image).toBeUndefined();
    expect(card.alt).toBeUndefined();
  });
});

describe("showsBuiltList", () => {
  it("is true only with no words, All and the first page", () => {
    expect(showsBuiltList({ query: "  ", category: ALL_CATEGORIES, page: 1 })).toBe(true);
    expect(showsBuiltList({ query: "react", category: ALL_CATEGORIES, page: 1 })).toBe(false);
    expect(showsBuiltList({ query: "", category: "Motivation", page: 1 })).toBe(false);
    expect(showsBuiltList({ query: "", category: ALL_CATEGORIES, page: 2 })).toBe(false);
  });
});

describe("blogSearchRequest", () => {
  it("searches the trimmed words within the category, newest first", () => {
    expect(blogSearchRequest("  react hooks ", "Tech Trends", CATEGORIES)).toEqual({
      term: "react hooks",
      options: { filters: { category: { any: ["Tech Trends"] } }, sort: { date: "desc" } },
    });
  });

  it("lists every article of the category when there are no words, and All admits every category", () => {
    expect(blogSearchRequest("", "Motivation", CATEGORIES).term).toBeNull();
    expect(blogSearchRequest("", ALL_CATEGORIES, CATEGORIES).options.filters).toEqual({
      category: { any: CATEGORIES },
    });
  });
});

describe("holdsEveryWord", () => {
  it("needs every word in the title or excerpt, as a whole word or a word's start, in any case", () => {
    expect(holdsEveryWord(article, "REACT compil")).toBe(true);
    expect(holdsEveryWord(article, "compiler actions")).toBe(true);
    // A word form is not the word: "compilers" is not in "compiler", nor "practice" in "practical".
    expect(holdsEveryWord(article, "compilers")).toBe(false);
    expect(holdsEveryWord({ title: "A practical system", excerpt: "" }, "PRACTICE")).toBe(false);
    expect(holdsEveryWord({ title: "A practical system", excerpt: "" }, "prac")).toBe(true);
    expect(holdsEveryWord(article, "react laptop")).toBe(false);
    expect(holdsEveryWord(article, "no such topic")).toBe(false);
    // Inside a word is not a word's start; a query with no word matches nothing.
    expect(holdsEveryWord(article, "ompiler")).toBe(false);
    expect(holdsEveryWord(article, "🚀 !!!")).toBe(false);
  });
});
