import type { ArticleSummary } from "~/content/schemas/blog";
import archiveCopy from "~/content/copy/archive.yaml";
import { fill } from "~/lib/copy-text";
import type { SeriesWithParts } from "~/lib/series";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";
import { ArticleCard } from "./article-card";

/** A series' page: its title and description, then its parts in order, each a card marked "Part N". */
export function SeriesPage({ series }: { series: SeriesWithParts<ArticleSummary> }) {
  return (
    <>
      <PageHero eyebrow={archiveCopy.seriesEyebrow} title={series.title} lead={series.description} />
      <Container className="py-10 lg:py-14">
        {/* Not indexed for the site search, as every list (article-grid.tsx): the search leads to the parts. */}
        <ol
          aria-label={archiveCopy.seriesListLabel}
          data-pagefind-ignore=""
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {series.parts.map((article, index) => (
            <li key={article.slug}>
              <ArticleCard
                article={article}
                label={fill(archiveCopy.seriesPart, { part: index + 1 })}
                priority={index === 0}
              />
            </li>
          ))}
        </ol>
      </Container>
    </>
  );
}
