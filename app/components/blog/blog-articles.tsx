import type { ReactNode } from "react";
import { BlogList } from "./blog-list";

interface BlogArticlesProps {
  /** How many articles there are in all. */
  total: number;
  /** The category names, in the filters' order. */
  categories: readonly string[];
  /** Each category's static list, by name ("All": /blog), where its button leads without JavaScript. */
  categoryLinks?: Readonly<Record<string, string>>;
  /** This page of cards with its links to the pages beside it, rendered by the page (Astro passes it in as HTML, not as props). */
  children?: ReactNode;
}

/**
 * The /blog list as an island. Its props are a count and the category names, whatever the size of
 * the archive; searching, filtering and paging fetch what they need from the blog's Pagefind index.
 */
export function BlogArticles({ children, ...props }: BlogArticlesProps) {
  return <BlogList {...props}>{children}</BlogList>;
}
