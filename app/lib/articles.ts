/** Pure logic over the articles: order, summaries, neighbours, and the author and tag archives. */
import type { ArticleDetail, ArticleSummary, Author, Category } from "../content/schemas/blog.ts";
import { ARTICLES_PER_PAGE, BRAND } from "../content/site.ts";
import { listPagePaths } from "./list-pages.ts";
import type { BlogRoutes } from "./routes.ts";
import { seriesOf } from "./series.ts";

/** The author page of the publication itself: the id every article without an author is listed under. */
export const PUBLICATION_AUTHOR_ID = BRAND.toLowerCase();

/** Dates as readers see them; fixed locale and UTC so every build prints the same text. */
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

export const newestFirst = (a: Pick<ArticleSummary, "date" | "slug">, b: Pick<ArticleSummary, "date" | "slug">) =>
  b.date.localeCompare(a.date, "en") || a.slug.localeCompare(b.slug, "en");

/** What a card or link needs; leaves the body out, so list pages stay small. */
export function toSummary({ html: _html, toc: _toc, words: _words, ...summary }: ArticleDetail): ArticleSummary {
  return summary;
}

/** The articles carrying `tag`, in the order given. */
export function articlesTagged<T extends Pick<ArticleSummary, "tags">>(articles: readonly T[], tag: string): T[] {
  return articles.filter((a) => a.tags.includes(tag));
}

/** The articles by the author `authorId`, in the order given. */
export function articlesBy<T extends Pick<ArticleSummary, "authorId">>(articles: readonly T[], authorId: string): T[] {
  return articles.filter((a) => a.authorId === authorId);
}

/** Every tag the articles use, alphabetically. */
export function tagsOf(articles: readonly Pick<ArticleSummary, "tags">[]): string[] {
  return [...new Set(articles.flatMap((a) => a.tags))].sort();
}

export const tagPath = (tag: string) => `/blog/tags/${tag}`;

/**
 * A tag page with fewer articles than this is thin on its own (a heading, a line and a card):
 * search engines are asked not to index it (`noindex, follow`) and the sitemap leaves it out until
 * the tag has more (issue 29). Readers still reach it from every article it tags.
 */
export const INDEXED_TAG_MINIMUM = 2;
/** A category's list: the page its filter button leads to without JavaScript. */
export const categoryPath = (categoryId: string) => `/blog/category/${categoryId}`;
export const authorPath = (authorId: string) => `/blog/authors/${authorId}`;

/** The authors with a page: every writer (the About page links to each), and the publication once an article is signed by it. */
export function authorsWithPage<A extends Pick<Author, "id">>(
  articles: readonly Pick<ArticleSummary, "authorId">[],
  authors: readonly A[],
): A[] {
  return authors.filter((author) => author.id !== PUBLICATION_AUTHOR_ID || articlesBy(articles, author.id).length > 0);
}

/** The articles in the category `categoryId`, in the order given. */
export function articlesIn<T extends Pick<ArticleSummary, "categoryId">>(
  articles: readonly T[],
  categoryId: string,
): T[] {
  return articles.filter((a) => a.categoryId === categoryId);
}

/** The blog's pages made from content, for the route table. */
export function blogRoutes(
  articles: readonly Pick<ArticleSummary, "slug" | "tags" | "authorId" | "categoryId" | "series">[],
  authors: readonly Pick<Author, "id">[],
  categories: readonly Pick<Category, "id">[],
): BlogRoutes {
  const tags = tagsOf(articles);
  const withPage = authorsWithPage(articles, authors).map((a) => a.id);
  const further = (base: string, count: number) => listPagePaths(base, count, ARTICLES_PER_PAGE).slice(1);
  const listPages = [
    // /blog itself is a list page too: app/pages/blog/[...page].astro makes it and its further pages.
    ...listPagePaths("/blog", articles.length, ARTICLES_PER_PAGE),
    ...tags.flatMap((tag) => further(tagPath(tag), articlesTagged(articles, tag).length)),
    ...withPage.flatMap((id) => further(authorPath(id), articlesBy(articles, id).length)),
    ...categories.flatMap(({ id }) => [
      categoryPath(id),
      ...further(categoryPath(id), articlesIn(articles, id).length),
    ]),
  ];
  return { articles: articles.map((a) => a.slug), tags, authors: withPage, series: seriesOf(articles), listPages };
}
