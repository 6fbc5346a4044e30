import { ArrowLeft, ArrowRight } from "~/components/ui/icons";
import type { ArticleSummary } from "~/content/schemas/blog";
import articleCopy from "~/content/copy/article.yaml";
import { articlePath } from "~/lib/paths";

interface ArticleNeighboursProps {
  older?: ArticleSummary;
  newer?: ArticleSummary;
}

/** The articles published just before and just after this one. */
export function ArticleNeighbours({ older, newer }: ArticleNeighboursProps) {
  if (!older && !newer) return null;
  return (
    <nav aria-label={articleCopy.neighboursLabel} className="grid gap-4 sm:grid-cols-2">
      {older && <NeighbourLink article={older} label={articleCopy.olderArticle} direction="older" />}
      {newer && <NeighbourLink article={newer} label={articleCopy.newerArticle} direction="newer" />}
    </nav>
  );
}

interface NeighbourLinkProps {
  article: ArticleSummary;
  label: string;
  direction: "older" | "newer";
  /** Say rel="prev"/"next": only the neighbours by date do, so a page has one pair. */
  rel?: boolean;
}

/** A link to the article before or after this one, its label above its title (a series' parts use it too). */
export function NeighbourLink({ article, label, direction, rel = true }: NeighbourLinkProps) {
  const Icon = direction === "older" ? ArrowLeft : ArrowRight;
  return (
    <a
      href={articlePath(article.slug)}
      rel={rel ? (direction === "older" ? "prev" : "next") : undefined}
      className={`group flex flex-col gap-1 rounded-2xl border border-border bg-surface p-5 no-underline transition-shadow duration-200 hover:shadow-md ${
        direction === "newer" ? "sm:col-start-2 sm:items-end sm:text-right" : ""
      }`}
    >
      <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand">
        {direction === "older" && <Icon aria-hidden="true" className="size-4" />}
        {label}
        {direction === "newer" && <Icon aria-hidden="true" className="size-4" />}
      </span>
      <span className="font-semibold text-ink group-hover:text-brand">{article.title}</span>
    </a>
  );
}
