import { useCallback, useState, type ReactNode } from "react";
import { blogArchiveUrl, type ArticleSummary } from "~/content/blog";
import { BlogList } from "./blog-list";

/**
 * The /blog list as an island. The page builds this page of the newest articles as static HTML
 * (`children`, which reaches the island as a slot, not as props); the summaries the filters search
 * are fetched from /blog/articles.json only when a reader first sets a filter, so neither the page
 * nor the island's script grows with the archive. (The site search branch replaces that file with
 * Pagefind: this is the seam.)
 */
export function BlogArticles({ categories, children }: { categories: readonly string[]; children?: ReactNode }) {
  const [articles, setArticles] = useState<readonly ArticleSummary[]>();
  const [requested, setRequested] = useState(false);
  const load = useCallback(() => {
    if (requested) return;
    setRequested(true);
    void fetch(blogArchiveUrl)
      .then((response) => response.json() as Promise<ArticleSummary[]>)
      .then(setArticles);
  }, [requested]);
  return <BlogList articles={articles} categories={categories} unfiltered={children} onFilter={load} />;
}
