/**
 * The blog's live search on its own Pagefind index (ADR 0023): one record per article, title and
 * excerpt as its text, the category as a filter, the date as the sort key, and what a card shows as
 * its meta. The island asks Pagefind for the matches and draws the cards from that meta, so its code
 * does not grow with the archive.
 */
import { ALL_CATEGORIES } from "./blog-filter.ts";
import type { ArticleCardData, ArticleSummary, CategoryFilter } from "../content/schemas/blog.ts";
import { searchTerm, wordsOf } from "./search.ts";

/** Written by the build (app/pages/blog/search-records.json.ts), read and removed by integration/pagefind-index.ts. */
export const BLOG_RECORDS_FILE = "blog/search-records.json";

/** Pagefind's custom record (its Node API's CustomRecord), for one article. */
export interface BlogRecord {
  url: string;
  content: string;
  language: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  sort: Record<string, string>;
}

/**
 * The blog index's language: "und" (BCP 47's undetermined), for which Pagefind has no stemmer, so it
 * matches each typed word as a whole word or a word's start and never by its stem: under English
 * stemming "practice" found "practical" (both "practic"). The page's own lang stays "en"; Pagefind
 * loads a bundle's only index whatever the page's language.
 */
export const BLOG_INDEX_LANGUAGE = "und";

/** The records' filter and sort keys. */
export const CATEGORY_FILTER = "category";
export const DATE_SORT = "date";

export function toBlogRecord(article: ArticleSummary): BlogRecord {
  const meta: Record<string, string> = {
    title: article.title,
    excerpt: article.excerpt,
    date: article.date,
    dateText: article.dateText,
    category: article.category,
    author: article.author,
    minutes: String(article.readingMinutes),
  };
  if (article.image) meta.image = article.image;
  if (article.alt) meta.alt = article.alt;
  return {
    url: `/blog/${article.slug}`,
    // The title and the excerpt are what the blog's search matches (docs/product.md#validation: "title or excerpt").
    content: `${article.title}. ${article.excerpt}`,
    language: BLOG_INDEX_LANGUAGE,
    meta,
    filters: { [CATEGORY_FILTER]: [article.category] },
    sort: { [DATE_SORT]: article.date },
  };
}

/** A card from a Pagefind result's data (its url and the meta of toBlogRecord). */
export function fromBlogResult({
  url,
  meta,
}: {
  url: string;
  meta: Record<string, string | undefined>;
}): ArticleCardData {
  return {
    slug: url.replace(/^\/blog\//, "").replace(/\/$/, ""),
    title: meta.title ?? "",
    excerpt: meta.excerpt ?? "",
    date: meta.date ?? "",
    dateText: meta.dateText ?? "",
    category: meta.category ?? "",
    author: meta.author ?? "",
    readingMinutes: Number(meta.minutes) || 1,
    image: meta.image,
    alt: meta.alt,
    draft: false,
  };
}

export interface BlogSearchRequest {
  /** The words to match, or null to list every article the filter admits. */
  term: string | null;
  options: { filters: Record<string, { any: string[] }>; sort: Record<string, "desc"> };
}

/** No words, category All, first page: the list shows the articles its page was built with, and asks Pagefind nothing. */
export function showsBuiltList({
  query,
  category,
  page,
}: {
  query: string;
  category: CategoryFilter;
  page: number;
}): boolean {
  return !query.trim() && category === ALL_CATEGORIES && page <= 1;
}

/**
 * The Pagefind search for the list's filters, newest first. `categories` are every category's name:
 * "All" admits each of them (Pagefind lists nothing for no words and no filter).
 */
export function blogSearchRequest(
  query: string,
  category: CategoryFilter,
  categories: readonly string[],
): BlogSearchRequest {
  const term = searchTerm(query);
  const admitted = category === ALL_CATEGORIES ? [...categories] : [category];
  return {
    term: term || null,
    options: { filters: { [CATEGORY_FILTER]: { any: admitted } }, sort: { [DATE_SORT]: "desc" } },
  };
}

/**
 * Whether every word of the query is in the article's title or excerpt as a whole word or the start
 * of a word, in any case (docs/product.md#validation: "practice" does not find "practical"; "prac" finds both).
 * Word forms and typo tolerance are the site search's (lib/search.ts answersWord), not the blog's.
 * Pagefind answers several words with the articles holding all of them, but when none does, or a
 * word is in no article, it loosens the query and returns articles with some of them; the blog
 * reports those as no match. Such an answer is loose throughout, so checking one of its
 * articles tells.
 */
export function holdsEveryWord(article: Pick<ArticleCardData, "title" | "excerpt">, query: string): boolean {
  const words = wordsOf(`${article.title} ${article.excerpt}`);
  const wanted = wordsOf(query);
  // A query with no word in it ("🚀", "!!!") is in no title or excerpt.
  return wanted.length > 0 && wanted.every((w) => words.some((word) => word.startsWith(w)));
}
