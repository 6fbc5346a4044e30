/** Every article's summary, newest first (scripts/article-summaries.ts). */
declare module "virtual:article-summaries" {
  import type { ArticleSummary } from "~/content/blog";
  const summaries: readonly ArticleSummary[];
  export default summaries;
  /** The categories' names, in the filters' order. */
  export const categoryNames: readonly string[];
}
