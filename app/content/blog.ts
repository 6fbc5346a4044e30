/** Copy and categories of the blog. The articles themselves are Markdown files in ./articles. */
export const blogCategories = ["AI Insights", "Motivation", "Tech Trends"] as const;
export type BlogCategory = (typeof blogCategories)[number];

export const ALL_CATEGORIES = "All";
export const categoryFilters = [ALL_CATEGORIES, ...blogCategories] as const;
export type CategoryFilter = (typeof categoryFilters)[number];

export const ARTICLES_PER_PAGE = 6;

export const blogCopy = {
  title: "Blog",
  heading: "The TechHorizon Blog",
  lead: "Practical articles on AI, the technology trends worth your attention, and the habits that keep a developer learning.",
  description:
    "Articles on AI, technology trends and motivation for developers: prompt engineering, local language models, React 19, WebAssembly and building a learning habit.",
  searchLabel: "Search articles",
  searchPlaceholder: "Search by title or summary…",
  categoryLabel: "Filter by category",
  noResults: "No articles found. Try adjusting your search or category.",
  readMore: "Read article",
  previous: "Previous",
  next: "Next",
} as const;

export function resultCountText(count: number): string {
  return count === 1 ? "1 article" : `${count} articles`;
}
