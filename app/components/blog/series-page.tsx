import type { ArticleSummary } from "~/content/schemas/blog";
import archiveCopy from "~/content/copy/archive.yaml";
import { fill } from "~/lib/copy-text";
import type { SeriesWithParts } from "~/lib/series";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";
import { SaveAllButton } from "~/components/library/save-all-button";
import { ArticleCard } from "./article-card";

const PARTS_ID = "series-parts";

/**
 * A series' page: its title and description with "Save all parts", then its parts in order, each a
 * card marked "Part N".
 */
export function SeriesPage({ series }: { series: SeriesWithParts<ArticleSummary> }) {
  return (
    <>
      <PageHero eyebrow={archiveCopy.seriesEyebrow} title={series.title} lead={series.description}>
        <SaveAllButton partsId={PARTS_ID} />
      </PageHero>
      <Container className="py-10 lg:py-14">
        {/* Not indexed for the site search, as every list (article-grid.tsx): the search leads to the parts. */}
        <ol
          id={PARTS_ID}
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
