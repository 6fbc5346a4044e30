import type { ArticleCardData } from "~/content/schemas/blog";
import { ArticleCard } from "./article-card";

interface ArticleGridProps {
  articles: readonly ArticleCardData[];
  level?: 2 | 3;
  /** Load the first card's image at once (it is in the first screen of the list page). */
  prioritiseFirst?: boolean;
  label?: string;
}

export function ArticleGrid({ articles, level = 2, prioritiseFirst = false, label }: ArticleGridProps) {
  return (
    // Not indexed for the site search: a list repeats its articles' own text, and the search should
    // lead to the article (data-pagefind-ignore; integration/pagefind-index.ts).
    <ul aria-label={label} data-pagefind-ignore="" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.slug}>
          <ArticleCard article={article} level={level} priority={prioritiseFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
