/**
 * Series of articles (docs/product.md#series): an article may name a series
 * (app/content/series/<id>.yaml) and its part; it then shows "Part N of M" with the series' title,
 * linking the series page /blog/series/<id>, which lists the parts in order, and each part links
 * the previous and the next one. Pure: the order, the N of M and the neighbours are worked out here,
 * and the checks one article alone cannot make (parts numbered 1, 2, 3… once each) fail the build
 * with one line naming the file and the field, as every content mistake does.
 */
import type { ArticleSummary, Series } from "../content/schemas/blog.ts";
import type { SeriesData } from "../content/schemas/series.ts";
import { fail } from "./content/errors.ts";
import type { StoredEntry } from "./content/stored.ts";

/** The series page: its parts in order. */
export const seriesPath = (id: string) => `/blog/series/${id}`;

/** The series, by id. */
export function toSeries(entries: readonly StoredEntry<SeriesData>[]): Series[] {
  return entries
    .map(({ id, data }) => ({ id, title: data.title, description: data.description }))
    .sort((a, b) => a.id.localeCompare(b.id, "en"));
}

/** An article's claim to a place in a series, with the file to name when the claim is wrong. */
export interface SeriesClaim {
  file: string;
  series: string;
  part: number;
}

/**
 * Fails on the first part of a series that repeats another part's number or leaves a gap before it:
 * the parts of each series are numbered 1, 2, 3… once each, so "Part N of M" always adds up.
 * Made over the articles being built, so a draft part may wait unpublished at the end of a series
 * but not in its middle.
 */
export function checkSeriesParts(claims: readonly SeriesClaim[]): void {
  for (const [id, parts] of groupBy(claims, (claim) => claim.series)) {
    const ordered = [...parts].sort((a, b) => a.part - b.part || a.file.localeCompare(b.file, "en"));
    ordered.forEach((claim, index) => {
      const before = ordered[index - 1];
      if (before && before.part === claim.part)
        fail(
          claim.file,
          "part",
          `is ${claim.part}, as in ${before.file}: each part of the series ${id} needs its own number`,
        );
      if (claim.part !== index + 1)
        fail(
          claim.file,
          "part",
          `is ${claim.part}, but the series ${id} has no part ${index + 1}: number its parts 1, 2, 3… without a gap`,
        );
    });
  }
}

type InSeries = Pick<ArticleSummary, "slug" | "series">;

/** A series with its parts, first part first. */
export interface SeriesWithParts<T> extends Series {
  parts: T[];
}

/** The series that have at least one article, each with its parts in order; the others have no page yet. */
export function seriesWithParts<T extends InSeries>(
  articles: readonly T[],
  series: readonly Series[],
): SeriesWithParts<T>[] {
  const bySeries = groupBy(
    articles.filter((article) => article.series),
    (article) => article.series!.id,
  );
  return series.flatMap((one) => {
    const parts = bySeries.get(one.id);
    return parts ? [{ ...one, parts: [...parts].sort((a, b) => a.series!.part - b.series!.part) }] : [];
  });
}

/** Where an article stands in its series: "Part {part} of {count}", and the parts beside it. */
export interface SeriesPlace<T> {
  id: string;
  title: string;
  part: number;
  count: number;
  /** The part before this one; none for the first. */
  previous?: T;
  /** The part after this one; none for the last. */
  next?: T;
}

/** Each article in a series, by slug, with its place: one pass over the series' parts. */
export function seriesPlaces<T extends InSeries>(series: readonly SeriesWithParts<T>[]): Map<string, SeriesPlace<T>> {
  const places = new Map<string, SeriesPlace<T>>();
  for (const { id, title, parts } of series) {
    parts.forEach((article, index) => {
      places.set(article.slug, {
        id,
        title,
        part: index + 1,
        count: parts.length,
        previous: parts[index - 1],
        next: parts[index + 1],
      });
    });
  }
  return places;
}

/** The ids of the series the articles name: the series pages to build. */
export function seriesOf(articles: readonly InSeries[]): string[] {
  return [...new Set(articles.flatMap((article) => (article.series ? [article.series.id] : [])))].sort();
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) (groups.get(key(item)) ?? groups.set(key(item), []).get(key(item))!).push(item);
  return groups;
}
