import type { ArticleSummary } from "~/content/schemas/blog";
import articleCopy from "~/content/copy/article.yaml";
import { ArticleGrid } from "./article-grid";

/** A few articles close to this one, as cards (lib's relatedFinder chooses them). */
export function RelatedArticles({ articles }: { articles: readonly ArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-articles-title">
      <h2 id="related-articles-title" className="text-2xl sm:text-3xl">
        {articleCopy.relatedTitle}
      </h2>
      <div className="mt-6">
        <ArticleGrid articles={articles} level={3} />
      </div>
    </section>
  );
}
