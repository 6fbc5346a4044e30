/**
 * Site search: the index options shared by the build (scripts/search-index.ts writes the index) and
 * the browser (which loads it on first use), and the pure helpers that shape results.
 */
import type { Options, SearchOptions } from "minisearch";

export const SEARCH_INDEX_URL = "/search-index.json";

export interface SearchDoc {
  /** The page's path. */
  id: string;
  title: string;
  kind: PageKind;
  headings: string;
  text: string;
}

export type PageKind = "Article" | "Guide" | "Course" | "Service" | "Page";

export const INDEX_OPTIONS: Options<SearchDoc> = {
  fields: ["title", "headings", "text"],
  storeFields: ["title", "kind", "text"],
};

/** Prefix matching as you type, and typo tolerance that grows with the word ("raect" finds React). */
export const QUERY_OPTIONS: SearchOptions = {
  prefix: true,
  fuzzy: (term) => (term.length >= 5 ? 2 : term.length >= 4 ? 1 : 0),
  boost: { title: 4, headings: 2 },
  // Exact words first; prefixes and typo corrections only fill in behind them.
  weights: { fuzzy: 0.15, prefix: 0.4 },
  combineWith: "AND",
};

export function pageKind(path: string): PageKind {
  const section = path.split("/")[1];
  if (section === "blog" && path !== "/blog") return "Article";
  if ((section === "ai" && path !== "/ai") || section === "tech") return "Guide";
  if (section === "webdev") return "Course";
  if (section === "services" && path !== "/services") return "Service";
  return "Page";
}

export interface SnippetPart {
  text: string;
  match: boolean;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A short excerpt around the first matched term, split so the matches can be marked up.
 * `terms` are the document words the search matched (after typo correction).
 */
export function snippet(text: string, terms: readonly string[], radius = 70): SnippetPart[] {
  const words = terms.filter(Boolean).map(escapeRegex);
  const pattern = words.length ? new RegExp(`(${words.join("|")})`, "gi") : null;
  const first = pattern ? text.search(pattern) : -1;
  const start = first > radius ? text.lastIndexOf(" ", first - radius) + 1 : 0;
  const end = Math.min(text.length, (first === -1 ? 0 : first) + radius * 2);
  const cut = text.slice(start, text.indexOf(" ", end) === -1 ? undefined : text.indexOf(" ", end));
  const body = `${start > 0 ? "… " : ""}${cut}${start + cut.length < text.length ? " …" : ""}`;
  if (!pattern) return [{ text: body, match: false }];
  return body
    .split(pattern)
    .filter((part) => part !== "")
    .map((part) => ({ text: part, match: words.some((w) => new RegExp(`^${w}$`, "i").test(part)) }));
}
