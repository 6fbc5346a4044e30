import type { ReactNode } from "react";
import type { ArticleDetail, ArticleSummary } from "~/content/schemas/blog";
import readingCopy from "~/content/copy/reading.yaml";
import { Container } from "~/components/ui/container";
import { InPageToc } from "~/components/ui/in-page-toc";
import { ArticleBody } from "./article-body";
import { ArticleNeighbours } from "./article-neighbours";
import { ArticleTags } from "./article-tags";
import { RelatedArticles } from "./related-articles";
import { SeriesParts } from "./series-parts";
import type { SeriesPlace } from "~/lib/series";

interface ArticlePageProps {
  article: ArticleDetail;
  older?: ArticleSummary;
  newer?: ArticleSummary;
  related: ArticleSummary[];
  /** Its place in a series: the parts before and after it follow the body. */
  series?: SeriesPlace<ArticleSummary>;
  tocLabel: string;
  /** The article's header (with its Share island), placed by the page entry. */
  header: ReactNode;
}

/**
 * An article: header, image, contents list and body (then its series' parts beside it), then where to
 * read next. The article carries the words of its copy buttons for the page's script
 * (components/reading/article-reading.ts), which adds a 'Copy code' button to each code block and
 * marks the section being read in the contents.
 */
export function ArticlePage({ article, older, newer, related, series, tocLabel, header }: ArticlePageProps) {
  return (
    <>
      <article
        data-reading={article.slug}
        data-reading-title={article.title}
        data-copy-code={readingCopy.copyButtons.code}
        data-copied={readingCopy.copyButtons.done}
        data-refused={readingCopy.copyButtons.refused}
        data-unreachable={readingCopy.copyButtons.unreachable}
        className="pt-8 pb-12 lg:pt-12 lg:pb-16"
      >
        {/* One grid: on wide screens the contents list sits in a sticky left column beside the header,
            image and body (at most the window's height, scrolling inside when a short window cannot
            hold it all); on phones it comes between the image and the body. */}
        <Container className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-x-14 print:flex print:flex-col">
          <div className="min-w-0 lg:col-start-2">{header}</div>
          {article.image && (
            <img
              src={article.image}
              alt={article.alt}
              width={800}
              height={450}
              loading="eager"
              fetchPriority="high"
              className="aspect-video w-full max-w-[52rem] rounded-2xl border border-border bg-brand-soft object-cover lg:col-start-2 print:max-w-[12cm]"
            />
          )}
          <div className="lg:sticky lg:top-24 lg:col-start-1 lg:row-span-3 lg:row-start-1 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto print:hidden">
            <InPageToc variant="article" label={tocLabel} entries={article.toc} />
          </div>
          <div className="min-w-0 lg:col-start-2">
            <ArticleBody html={article.html} />
            <ArticleTags tags={article.tags} />
            {series && <SeriesParts place={series} />}
          </div>
        </Container>
      </article>
      {/* Where to read next: no use on paper. */}
      <div className="border-t border-border py-12 lg:py-16 print:hidden">
        <Container className="flex flex-col gap-12">
          <ArticleNeighbours older={older} newer={newer} />
          <RelatedArticles articles={related} />
        </Container>
      </div>
    </>
  );
}
