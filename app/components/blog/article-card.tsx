import type { ArticleCardData } from "~/content/schemas/blog";
import articleCopy from "~/content/copy/article.yaml";
import blogCopy from "~/content/copy/blog-list.yaml";
import { CategoryBadge } from "./category-badge";
import { fill } from "~/lib/copy-text";
import { SaveButton } from "~/components/library/save-button";
import { articleToSave } from "~/lib/library/edit";

interface ArticleCardProps {
  article: ArticleCardData;
  /** Heading level of the title within the page outline. */
  level?: 2 | 3;
  /** The first card on the list page: its image is in the first screen, so it loads at once. */
  priority?: boolean;
  /** Words before the category, e.g. "Part 2" on a series page. */
  label?: string;
}

/**
 * One article in a list. The whole card is a single link: the title's link is stretched over the
 * card (no nested links), so a screen reader hears the title and the card's text follows it.
 */
export function ArticleCard({ article, level = 2, priority = false, label }: ArticleCardProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article
      data-card
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface transition-shadow duration-200 focus-within:shadow-lg hover:shadow-lg"
    >
      {article.image ? (
        <img
          src={article.image}
          alt={article.alt}
          width={800}
          height={450}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="aspect-video w-full border-b border-border bg-brand-soft object-cover"
        />
      ) : (
        // An article without an image keeps the cards in a row the same shape.
        <div
          aria-hidden="true"
          className="aspect-video w-full border-b border-border bg-linear-to-br from-brand-soft to-accent-soft"
        />
      )}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {label && <span className="font-semibold text-accent">{label}</span>}
          <span data-card-category>
            <CategoryBadge category={article.category} />
          </span>
          <time dateTime={article.date}>{article.dateText}</time>
          {article.draft && <span className="font-semibold text-accent">{articleCopy.draft}</span>}
        </p>
        <Heading className="mt-3 text-xl">
          <a
            href={`/blog/${article.slug}`}
            data-card-title
            className="text-ink no-underline group-hover:text-brand after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            {article.title}
          </a>
        </Heading>
        <p data-card-excerpt className="mt-2 flex-1 text-muted">
          {article.excerpt}
        </p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="text-sm text-muted">
            {blogCopy.byline} <span className="font-medium text-ink">{article.author}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {fill(blogCopy.readingTime, { minutes: article.readingMinutes })}
          </p>
          <SaveButton article={articleToSave(article)} onCard />
        </div>
      </div>
    </article>
  );
}
