/**
 * The blog's types: what the lists, cards and article pages are given. The articles are Markdown files
 * in app/content/articles/, checked by ./articles.ts; the blog's words are in app/content/copy/.
 */

/** "All" (copy/blog-list.yaml) or a category's name. */
export type CategoryFilter = string;

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
  /** Their photo, uploaded in the editor; without one, the initials are drawn. */
  photo?: { src: string; alt: string };
}

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
  /** The series the article is a part of (its id) and its part, 1 for the first. */
  series?: { id: string; part: number };
}

/** A series of articles (app/content/series/<id>.yaml); its parts are the articles that name it. */
export interface Series {
  id: string;
  title: string;
  description: string;
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
