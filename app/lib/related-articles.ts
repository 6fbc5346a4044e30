/**
 * The few articles an article page suggests next. The list has a fixed size whatever the size of the
 * archive, so an article page's HTML never grows with it (issue 20: listing the whole category made
 * a page 537 KB at 1,000 articles).
 */
import type { ArticleDetail, ArticleSummary, Series } from "../content/schemas/blog.ts";
import { newestFirst, toSummary } from "./articles.ts";
import { seriesPlaces, seriesWithParts, type SeriesPlace } from "./series.ts";

export const MAX_RELATED = 4;
/** Fewer close matches than this are topped up with the newest other articles. */
export const MIN_RELATED = 3;

type Relatable = Pick<ArticleSummary, "slug" | "date" | "categoryId" | "tags">;

/**
 * The `count` best of `scores`: the highest score, the newer on a tie. One pass that keeps the best
 * few in order, not a sort of every candidate (a common tag's articles are a twentieth of the archive).
 */
function best<T extends Relatable>(scores: Map<T, number>, count: number): T[] {
  const kept: [T, number][] = [];
  const before = ([a, sa]: [T, number], [b, sb]: [T, number]) => sa > sb || (sa === sb && newestFirst(a, b) < 0);
  for (const candidate of scores) {
    if (kept.length === count && !before(candidate, kept[count - 1]!)) continue;
    let at = kept.length;
    while (at > 0 && before(candidate, kept[at - 1]!)) at--;
    kept.splice(at, 0, candidate);
    if (kept.length > count) kept.pop();
  }
  return kept.map(([other]) => other);
}

/**
 * A finder of related articles over one archive: for each article, up to four, newest first: those
 * sharing the most tags and the category (the newer wins a tie); when fewer than three share
 * anything, the newest others fill up to three. The archive is indexed once by tag and by category,
 * so an article costs the articles that share its tags, not a pass over the whole archive: building
 * every article's page no longer grows with the square of the archive.
 */
export function relatedFinder<T extends Relatable>(articles: readonly T[]): (article: Relatable) => T[] {
  const newest = [...articles].sort(newestFirst);
  const byTag = new Map<string, T[]>();
  const byCategory = new Map<string, T[]>();
  const add = <K>(index: Map<K, T[]>, key: K, other: T) =>
    void (index.get(key) ?? index.set(key, []).get(key)!).push(other);
  for (const other of newest) {
    for (const tag of new Set(other.tags)) add(byTag, tag, other);
    add(byCategory, other.categoryId, other);
  }
  return (article) => {
    const isOther = (other: T) => other.slug !== article.slug;
    // Everything sharing a tag, with its score (closeness: shared tags, and one for the category).
    const scores = new Map<T, number>();
    for (const tag of new Set(article.tags)) {
      for (const other of byTag.get(tag) ?? []) if (isOther(other)) scores.set(other, (scores.get(other) ?? 0) + 1);
    }
    for (const [other, score] of scores) if (other.categoryId === article.categoryId) scores.set(other, score + 1);
    // The category alone scores one: only its newest few can beat a tag match of one on date.
    let taken = 0;
    for (const other of byCategory.get(article.categoryId) ?? []) {
      if (taken === MAX_RELATED) break;
      if (isOther(other) && !scores.has(other)) {
        scores.set(other, 1);
        taken++;
      }
    }
    const chosen = best(scores, MAX_RELATED);
    for (const other of newest) {
      if (chosen.length >= MIN_RELATED) break;
      if (isOther(other) && !chosen.includes(other)) chosen.push(other);
    }
    return chosen.sort(newestFirst);
  };
}

/** The related articles of one article (relatedFinder, for a single lookup). */
export function relatedArticles<T extends Relatable>(articles: readonly T[], article: Relatable): T[] {
  return relatedFinder(articles)(article);
}

export interface ArticleContext {
  article: ArticleDetail;
  /** The next older article, if any. */
  older?: ArticleSummary;
  /** The next newer article, if any. */
  newer?: ArticleSummary;
  /** A few articles sharing its tags or category, newest first (related-articles.ts). */
  related: ArticleSummary[];
  /** Its place in its series, when it is a part of one (lib/series.ts). */
  series?: SeriesPlace<ArticleSummary>;
}

/** Every article with its neighbours by date, its related articles and its place in a series (of `series`); `articles` is newest first. */
export function articleContexts(articles: readonly ArticleDetail[], series: readonly Series[] = []): ArticleContext[] {
  const related = relatedFinder(articles);
  const places = seriesPlaces(seriesWithParts(articles.map(toSummary), series));
  return articles.map((article, index) => {
    const older = articles[index + 1];
    const newer = index > 0 ? articles[index - 1] : undefined;
    const place = places.get(article.slug);
    return {
      article,
      older: older && toSummary(older),
      newer: newer && toSummary(newer),
      related: related(article).map(toSummary),
      ...(place && { series: place }),
    };
  });
}
