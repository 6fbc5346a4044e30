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
interface BlogArticlesProps {
  /** The category names, in order. */
  categories: readonly string[];
  /** Each category's static list, by name ("All": /blog), where its button leads without JavaScript. */
  categoryLinks?: Readonly<Record<string, string>>;
  children?: ReactNode;
}

export function BlogArticles({ categories, categoryLinks, children }: BlogArticlesProps) {
  const [articles, setArticles] = useState<readonly ArticleSummary[]>();
  const [requested, setRequested] = useState(false);
  const load = useCallback(() => {
    if (requested) return;
    setRequested(true);
    void fetch(blogArchiveUrl)
      .then((response) => response.json() as Promise<ArticleSummary[]>)
      .then(setArticles);
  }, [requested]);
  return <BlogList articles={articles} categories={categories} categoryLinks={categoryLinks} unfiltered={children} onFilter={load} />;
}
