/**
 * Copy, categories and authors of the blog. The articles themselves are Markdown files in ./articles;
 * the page's title, description, heading and lead are `pages.blog` in ./pages.ts.
 */
import { BRAND } from "./site.ts";

export const ALL_CATEGORIES = "All";
/** "All" or a category's name. */
export type CategoryFilter = string;

export const ARTICLES_PER_PAGE = 6;


/** Average adult silent-reading speed for non-fiction, used for "N min read". */
export const WORDS_PER_MINUTE = 220;

/** A blog category (app/content/categories/<id>.yaml). */
export interface Category {
  id: string;
  name: string;
  description?: string;
}

/** A writer (app/content/authors/<id>.yaml), or the publication itself. */
export interface Author {
  id: string;
  name: string;
  role: string;
  bio: string;
  initials: string;
  tone: "indigo" | "cyan" | "violet";
  order: number;
}

/** The author of an article that names none: the publication, with an author page like any writer. */
export const publicationAuthor: Author = {
  id: BRAND.toLowerCase(),
  name: BRAND,
  role: "Editorial team",
  bio: `Pieces written and edited together by the ${BRAND} editorial team, signed by the publication rather than one person.`,
  initials: BRAND.replace(/[^A-Z]/g, "").slice(0, 3) || BRAND.slice(0, 2).toUpperCase(),
  tone: "indigo",
  order: 0,
};

/** What the list, cards and links need: the frontmatter resolved (names for ids) plus values worked out at build. */
export interface ArticleSummary {
  /** The file name: the article is at /blog/<slug>. */
  slug: string;
  title: string;
  excerpt: string;
  /** Publication date, YYYY-MM-DD, and as readers see it, e.g. "November 4, 2026". */
  date: string;
  dateText: string;
  updated?: string;
  updatedText?: string;
  /** The category's name as readers see it, and its id. */
  category: string;
  categoryId: string;
  /** The author's name, id and role. */
  author: string;
  authorId: string;
  authorRole: string;
  tags: string[];
  /** Path of the article's illustration under public/, e.g. /images/blog/x.svg, with its description. */
  image?: string;
  alt?: string;
  canonical?: string;
  /** Only ever true in `npm run dev`: the build leaves drafts out. */
  draft: boolean;
  readingMinutes: number;
}

/** A tag articles may name, with what it covers (app/content/tags/<id>.yaml). */
export interface Tag {
  id: string;
  description: string;
}

/** What an article card shows: the blog search's results carry exactly this (app/lib/blog-search.ts). */
export type ArticleCardData = Pick<ArticleSummary, "slug" | "title" | "excerpt" | "date" | "dateText" | "category" | "author" | "readingMinutes" | "image" | "alt" | "draft">;

export interface TocEntry {
  id: string;
  title: string;
}

/** A full article: its summary, the body as Astro's Markdown pipeline rendered it, and the h2 sections for the table of contents. */
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
  relatedTitle: "Related articles",
  allArticles: "All articles",
  categoryLinkLabel: (category: string) => `More articles in ${category}`,
  updated: "Updated",
  tagsLabel: "Tags",
  tagLinkLabel: (tag: string) => `Articles tagged ${tag}`,
  authorLinkLabel: (name: string) => `Articles by ${name}`,
  draft: "Draft",
} as const;

/** The author and tag pages (/blog/authors/<id>, /blog/tags/<tag>). */
export const archiveCopy = {
  authorTitle: (name: string) => `Articles by ${name}`,
  authorDescription: (name: string, role: string) => `Every article ${name} (${role}) has written for ${BRAND}, newest first.`,
  tagTitle: (tag: string) => `Articles tagged “${tag}”`,
  tagHeading: (tag: string) => `#${tag}`,
  tagEyebrow: "Tag",
  authorEyebrow: "Author",
  categoryTitle: (name: string) => `${name} articles`,
  categoryDescription: (name: string) => `Every ${BRAND} article in ${name}, newest first.`,
  categoryEyebrow: "Category",
  empty: "No articles yet.",
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
