import { Layers } from "~/components/ui/icons";
import type { ArticleSummary } from "~/content/schemas/blog";
import articleCopy from "~/content/copy/article.yaml";
import { fill } from "~/lib/copy-text";
import { seriesPath, type SeriesPlace } from "~/lib/series";

/** Near an article's top: "Part 2 of 3" and the series' title, linking the series page. */
export function SeriesPlaceLine({ place }: { place: SeriesPlace<ArticleSummary> }) {
  return (
    <p data-series-place className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Layers aria-hidden="true" className="size-4 text-accent" />
      <span className="font-semibold text-accent">
        {fill(articleCopy.seriesPart, { part: place.part, count: place.count })}
      </span>
      <span aria-hidden="true" className="text-muted">
        ·
      </span>
      <span className="sr-only">, </span>
      <a href={seriesPath(place.id)} className="inline-flex min-h-11 items-center font-semibold">
        {place.title}
      </a>
    </p>
  );
}
