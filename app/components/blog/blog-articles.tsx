import type { ReactNode } from "react";
import { BlogList } from "./blog-list";

interface BlogArticlesProps {
  /** How many articles there are in all. */
  total: number;
  /** The category names, in the filters' order. */
  categories: readonly string[];
  /** The first page of cards, rendered by the page (Astro passes it in as HTML, not as props). */
  children?: ReactNode;
}

/**
 * The /blog list as an island. Its props are a count and the category names, whatever the size of
 * the archive; searching, filtering and paging fetch what they need from the blog's Pagefind index.
 */
export function BlogArticles({ children, ...props }: BlogArticlesProps) {
  return <BlogList {...props}>{children}</BlogList>;
}
