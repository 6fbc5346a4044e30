import type { ArticleSummary } from "~/content/blog";
import { ArticleCard } from "./article-card";

interface ArticleGridProps {
  articles: readonly ArticleSummary[];
  level?: 2 | 3;
  /** Load the first card's image at once (it is in the first screen of the list page). */
  prioritiseFirst?: boolean;
  label?: string;
}

export function ArticleGrid({ articles, level = 2, prioritiseFirst = false, label }: ArticleGridProps) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.slug}>
          <ArticleCard article={article} level={level} priority={prioritiseFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
