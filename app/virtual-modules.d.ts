/** Every article's summary, newest first (scripts/article-summaries.ts). */
declare module "virtual:article-summaries" {
  const summaries: readonly import("~/content/blog").ArticleSummary[];
  export default summaries;
}
