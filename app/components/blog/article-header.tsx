import { ArrowLeft, Copy } from "~/components/ui/icons";
import type { ArticleSummary } from "~/content/schemas/blog";
import articleCopy from "~/content/copy/article.yaml";
import { authorPath } from "~/lib/articles";
import { categoryHref } from "~/lib/blog-filter";
import type { ReactNode } from "react";
import { fill } from "~/lib/copy-text";
import blogCopy from "~/content/copy/blog-list.yaml";
import { ArticleNote } from "~/components/library/article-note";
import { ContinueOffer } from "~/components/library/continue-offer";
import { SaveButton } from "~/components/library/save-button";
import { articleToSave } from "~/lib/library/edit";
import readingCopy from "~/content/copy/reading.yaml";
import { Button } from "~/components/ui/button";
import type { SeriesPlace } from "~/lib/series";
import { SeriesPlaceLine } from "./series-place";

interface ArticleHeaderProps {
  article: ArticleSummary;
  /** Its place in a series, shown above the title. */
  series?: SeriesPlace<ArticleSummary>;
  /** The Share button island, placed by the page entry. */
  share: ReactNode;
  /** The "Add to list" island beside the Save toggle, placed by the page entry. */
  addToList?: ReactNode;
}

/**
 * Title, standfirst and byline of an article, with the way back to the list, its category, its place
 * in a series, the Save toggle with `addToList` beside it, `share` (the Share button island) and the
 * reader's note on the article, if they wrote one. 'Copy as Markdown' copies the page's Markdown twin
 * (components/reading/article-reading.ts); what it did is said in the live region beside it. It is
 * there from the first paint, so nothing below it moves when the script runs (a slow phone paints
 * before the parser reaches the inline script), and hidden without JavaScript (data-needs-script).
 */
export function ArticleHeader({ article, series, share, addToList }: ArticleHeaderProps) {
  return (
    <header data-card className="max-w-3xl">
      <nav aria-label={articleCopy.breadcrumbLabel} className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <a
          href="/blog"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold no-underline hover:underline print:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {articleCopy.allArticles}
        </a>
        <a
          href={categoryHref(article.category)}
          aria-label={fill(articleCopy.categoryLinkLabel, { category: article.category })}
          className="inline-flex min-h-11 items-center no-underline"
        >
          <span
            data-card-category
            data-pagefind-meta="category"
            className="rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent hover:underline"
          >
            {article.category}
          </span>
        </a>
      </nav>
      {series && <SeriesPlaceLine place={series} />}
      {/* Only `astro dev` has drafts (the build leaves them out): the writer sees at once that this one is not published. */}
      {article.draft && (
        <p className="mt-4">
          <span
            data-draft
            className="inline-block rounded-full border border-accent px-3 py-1 text-sm font-semibold text-accent"
          >
            {articleCopy.draft}
          </span>
        </p>
      )}
      <h1 data-card-title className="mt-4 text-4xl sm:text-5xl">
        {article.title}
      </h1>
      <p data-card-excerpt data-pagefind-meta="summary" className="mt-5 text-lead text-muted">
        {article.excerpt}
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-x-6 gap-y-4">
        <div className="text-sm text-muted">
          <p>
            <a
              href={authorPath(article.authorId)}
              aria-label={fill(articleCopy.authorLinkLabel, { name: article.author })}
              className="font-semibold text-ink"
            >
              {article.author}
            </a>
            <span>, {article.authorRole}</span>
          </p>
          <p className="mt-1">
            <time dateTime={article.date} data-pagefind-meta="date[datetime], dateText">
              {article.dateText}
            </time>
            {article.updated && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {articleCopy.updated} <time dateTime={article.updated}>{article.updatedText}</time>
              </>
            )}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {fill(blogCopy.readingTime, { minutes: article.readingMinutes })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SaveButton article={articleToSave(article)} />
          {addToList}
          {share}
          <span
            data-needs-script
            data-copy-markdown
            className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 print:hidden"
          >
            <Button variant="secondary" data-copy="markdown">
              <Copy aria-hidden="true" className="size-5" />
              {readingCopy.copyButtons.markdown}
            </Button>
            <span role="status" className="text-sm font-semibold text-muted" />
          </span>
        </div>
      </div>
      {/* The reading time for the site search's result of this article (its Save button, components/search/). */}
      <span hidden data-pagefind-meta={`minutes:${article.readingMinutes}`} />
      <ArticleNote slug={article.slug} />
      <ContinueOffer />
    </header>
  );
}
