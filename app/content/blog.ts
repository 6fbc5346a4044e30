/**
 * Copy, categories and authors of the blog. The articles themselves are Markdown files in ./articles;
 * the page's title, description, heading and lead are `pages.blog` in ./pages.ts.
 */
import { BRAND } from "./site.ts";

export const blogCategories = ["AI Insights", "Motivation", "Tech Trends"] as const;
export type BlogCategory = (typeof blogCategories)[number];

export const ALL_CATEGORIES = "All";
export const categoryFilters = [ALL_CATEGORIES, ...blogCategories] as const;
export type CategoryFilter = (typeof categoryFilters)[number];

export const ARTICLES_PER_PAGE = 6;

/** Average adult silent-reading speed for non-fiction, used for "N min read". */
export const WORDS_PER_MINUTE = 220;

/** The illustrative editorial team (see the About page); an article's author must be one of them. */
export const blogAuthors = [
  { name: "Maya Chen", role: "Editor-in-Chief" },
  { name: "Daniel Okafor", role: "Lead Web Developer" },
  { name: "Priya Raman", role: "AI Research Writer" },
] as const;
export type BlogAuthorName = (typeof blogAuthors)[number]["name"];
export const authorNames = blogAuthors.map((a) => a.name) as [BlogAuthorName, ...BlogAuthorName[]];

export function authorRole(name: string): string | undefined {
  return blogAuthors.find((a) => a.name === name)?.role;
}

/** The frontmatter every article in ./articles carries (validated when the site is built). */
export interface ArticleFrontmatter {
  title: string;
  slug: string;
  category: BlogCategory;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** One of the team, or the publication (BRAND) for an unsigned article. */
  author: BlogAuthorName | typeof BRAND;
  excerpt: string;
  /** Path of the article's illustration under public/, e.g. /images/blog/x.svg. */
  image: string;
  alt: string;
}

/** What the list, cards and links need: frontmatter plus values worked out at build. */
export interface ArticleSummary extends ArticleFrontmatter {
  /** The date as readers see it, e.g. "November 4, 2026". */
  dateText: string;
  readingMinutes: number;
}

export interface TocEntry {
  id: string;
  title: string;
}

/** A full article: its summary, the rendered body and the h2 sections for the table of contents. */
export interface ArticleDetail extends ArticleSummary {
  html: string;
  toc: TocEntry[];
  words: number;
}

export const blogCopy = {
  searchLabel: "Search articles",
  searchPlaceholder: "Search by title or summary…",
  filtersLabel: "Filter articles",
  categoryLabel: "Category",
  noResults: "No articles found. Try adjusting your search or category.",
  clearFilters: "Show all articles",
  listLabel: "Articles",
  byline: "By",
  previous: "Previous",
  next: "Next",
  paginationLabel: "Pages of articles",
  feedTitle: `${BRAND} Blog`,
} as const;

export const articleCopy = {
  tocTitle: "On this page",
  breadcrumbLabel: "Blog",
  /** Accessible name of the "#" link beside each heading. */
  anchorLabel: (heading: string) => `Link to section: ${heading}`,
  neighboursLabel: "More articles",
  olderArticle: "Previous article",
  newerArticle: "Next article",
  relatedTitle: (category: string) => `More in ${category}`,
  allArticles: "All articles",
  categoryLinkLabel: (category: string) => `More articles in ${category}`,
} as const;

export function resultCountText(count: number): string {
  return count === 1 ? "1 article" : `${count} articles`;
}

export function readingTimeText(minutes: number): string {
  return `${minutes} min read`;
}

export function pageStatusText(page: number, pageCount: number): string {
  return `Page ${page} of ${pageCount}`;
}
