import type { ArticleSummary } from "~/content/schemas/blog";
import articleCopy from "~/content/copy/article.yaml";
import { fill } from "~/lib/copy-text";
import { seriesPath, type SeriesPlace } from "~/lib/series";
import { NeighbourLink } from "./article-neighbours";

/**
 * At an article's end: the parts of its series before and after it (none before the first, none
 * after the last), in a navigation region named after the series, so a screen reader tells them
 * from the articles published before and after it (article-neighbours.tsx).
 */
export function SeriesParts({ place }: { place: SeriesPlace<ArticleSummary> }) {
  const { previous, next } = place;
  return (
    <nav
      aria-label={fill(articleCopy.seriesNavLabel, { title: place.title })}
      className="mt-10 max-w-[68ch] rounded-2xl border border-border bg-brand-soft/40 p-5 sm:p-6 print:hidden"
    >
      <p className="text-sm text-muted">
        <span className="font-semibold text-accent">
          {fill(articleCopy.seriesPart, { part: place.part, count: place.count })}
        </span>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        <a href={seriesPath(place.id)} className="font-semibold">
          {place.title}
        </a>
      </p>
      {(previous || next) && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {previous && (
            <NeighbourLink article={previous} label={articleCopy.previousPart} direction="older" rel={false} />
          )}
          {next && <NeighbourLink article={next} label={articleCopy.nextPart} direction="newer" rel={false} />}
        </div>
      )}
    </nav>
  );
}
