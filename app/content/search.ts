/** Copy of the site search: the header combobox and the /search page. */
export const searchCopy = {
  label: "Search",
  placeholder: "Search…",
  resultsLabel: "Search results",
  loading: "Loading search…",
  unavailable: "Search is not available right now. Please try again.",
  count: (n: number) => (n === 1 ? "1 result" : `${n} results`),
  noResults: (q: string) => `No results for "${q}"`,
  more: "Show more results",
  pageLabel: "Search the site",
  suggestionsTitle: "Try one of these",
  suggestions: ["React hooks", "Kubernetes", "prompt engineering", "Python", "accessibility"],
  browseTitle: "Or browse a section",
} as const;
