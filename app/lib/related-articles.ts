/**
 * The few articles an article page suggests next. The list has a fixed size whatever the size of the
 * archive, so an article page's HTML never grows with it (issue 20: listing the whole category made
 * a page 537 KB at 1,000 articles).
 */
import type { ArticleSummary } from "../content/blog.ts";
import { newestFirst } from "./articles.ts";

export const MAX_RELATED = 4;
/** Fewer close matches than this are topped up with the newest other articles. */
export const MIN_RELATED = 3;

type Relatable = Pick<ArticleSummary, "slug" | "date" | "categoryId" | "tags">;

/** How close `other` is to `article`: one point per shared tag, one for the same category. */
function closeness(article: Relatable, other: Relatable): number {
  const shared = other.tags.filter((tag) => article.tags.includes(tag)).length;
  return shared + (other.categoryId === article.categoryId ? 1 : 0);
}

/**
 * Up to four articles for `article`, newest first: those sharing the most tags and the category
 * (the newer wins a tie); when fewer than three share anything, the newest others fill up to three.
 * One pass over `articles` and a sort of the matches only: linear in the archive per page.
 */
export function relatedArticles<T extends Relatable>(articles: readonly T[], article: Relatable): T[] {
  const others = articles.filter((other) => other.slug !== article.slug);
  const scored = others.map((other) => ({ other, score: closeness(article, other) })).filter(({ score }) => score > 0);
  scored.sort((a, b) => b.score - a.score || newestFirst(a.other, b.other));
  const chosen = scored.slice(0, MAX_RELATED).map(({ other }) => other);
  if (chosen.length < MIN_RELATED) {
    const fill = others.filter((other) => !chosen.includes(other)).sort(newestFirst);
    chosen.push(...fill.slice(0, MIN_RELATED - chosen.length));
  }
  return chosen.sort(newestFirst);
}
