/** Every article's summary, newest first (scripts/article-summaries.ts). */
declare module "virtual:article-summaries" {
  import type { ArticleSummary } from "~/content/blog";
  const summaries: readonly ArticleSummary[];
  export default summaries;
  /** The categories' names, in the filters' order. */
  export const categoryNames: readonly string[];
}

/** The header menus' suggestions, read from the collections at build time (scripts/menus.ts). */
declare module "virtual:menus" {
  import type { Menus } from "~/content/navigation";
  const menus: Menus;
  export default menus;
}
