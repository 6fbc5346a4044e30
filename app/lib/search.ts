/**
 * Site search on Pagefind (ADR 0023): where the build writes the bundles, and the pure helpers that
 * turn Pagefind's results into what the header field and /search show.
 */

/** The bundle folders under the build root, served at /<bundle>/ (integration/pagefind-index.ts writes them). */
export const SITE_BUNDLE = "pagefind";
export const BLOG_BUNDLE = "pagefind-blog";

/** The URL of a bundle's Pagefind script; importing it is the first byte of search a reader fetches. */
export const bundleScript = (bundle: string) => `/${bundle}/pagefind.js`;

/**
 * How the site search ranks: articles and guides before the lists that show them (the blog, each
 * category, tag and author; docs/product.md#search), by Pagefind's own weights.
 * A list page's words are its cards, the articles' own titles and summaries again, so its text is
 * indexed with weight LIST_PAGE_WEIGHT (data-pagefind-weight on its <main>): it is still found, and
 * comes after every page whose own text holds the words. Pagefind 1.5 also adds to a page's score
 * for a match in its metadata (`metaWeights`: 5 for the title, 1 for any other field), which a list
 * page would get for "#react" as much as an article for its title: the title and the picture's
 * address add nothing here. A title still counts as the page's <h1>, the heaviest text there is
 * (weight 7); a page's other fields (an article's summary, its picture's description) count. A list
 * page names its own picture (its social card: app/layouts/Document.astro), so it has no description
 * of its first card's picture to match. ADR 0040.
 */
export const LIST_PAGE_WEIGHT = "0";
export const SITE_RANKING = { metaWeights: { title: 0, image: 0 } };

/** Longer queries are cut: no indexed word is this long, and Pagefind takes seconds over a 10,000-character one. */
export const MAX_QUERY = 100;

/** The text to hand Pagefind for what the reader typed. */
export const searchTerm = (query: string) => query.trim().slice(0, MAX_QUERY);

/**
 * English words in nearly every page. Pagefind stores where each word stands in each page, so each of
 * these is an index chunk of its own that grows with the archive: at 10,006 articles "the" is 275 KB,
 * "a" 265 KB, "and" 186 KB, "in" 143 KB, while a word a reader means ("kubernetes", "react") is
 * 12–63 KB. Pagefind has no stop words. "it" stays: it is also IT.
 */
const STOP_WORDS = new Set(
  "a an and are as at be but by can do for from how if in into is of on or so than that the then this to was what when where which why will with you your".split(
    " ",
  ),
);

/**
 * The site search's text for what the reader typed: searchTerm without the words in nearly every page,
 * which rank nothing (every page holds them) and would each fetch a chunk of 60–275 KB at 10,000
 * articles. A query of nothing else is kept whole.
 */
export function siteSearchTerm(query: string): string {
  const words = searchTerm(query).split(/\s+/);
  const meant = words.filter((word) => !STOP_WORDS.has(wordsOf(word).join("")));
  return (meant.length ? meant : words).join(" ");
}

export type PageKind = "Article" | "Guide" | "Course" | "Service" | "Page";

export function pageKind(path: string): PageKind {
  const [, section, second] = path.split("/");
  // /blog/<slug> is an article; /blog/tags/…, /blog/authors/… and /blog/category/… are lists.
  if (section === "blog" && second && !["tags", "authors", "category"].includes(second)) return "Article";
  if ((section === "ai" && path !== "/ai") || section === "tech") return "Guide";
  if (section === "webdev") return "Course";
  if (section === "services" && path !== "/services") return "Service";
  return "Page";
}

/** A result's URL as the site links it: Pagefind's "/about/" is the page at "/about". */
export function pagePath(url: string): string {
  const bare = url.replace(/[?#].*$/, "").replace(/index\.html$/, "");
  return bare.length > 1 ? bare.replace(/\/+$/, "") : "/";
}

/**
 * What the site index needs of a built page: its <html> tag (the language) and its <main>, which
 * alone carries data-pagefind-body; or null when its <main> is not searchable (a list's later pages,
 * /search, 404). Pagefind would otherwise parse the head, header, menus and footer of every page
 * only to skip them: three quarters of each page's bytes, and a list page whole.
 */
export function searchableDocument(html: string): string | null {
  const main = /<main\b[^>]*>/i.exec(html);
  const end = html.lastIndexOf("</main>");
  if (!main || !/\sdata-pagefind-body\b/.test(main[0]) || end < main.index) return null;
  const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0] ?? "<html>";
  return `${htmlTag}<body>${html.slice(main.index, end + "</main>".length)}</body></html>`;
}

/**
 * A page's HTML with a space between an element's end and the next element's start, outside <pre>:
 * Pagefind joins the text of neighbouring elements as it finds it, so a card's "Tech Trends" badge
 * and its date, or a term and its definition, would read as one word in an excerpt
 * ("adaptersTraining"). Code keeps its spacing.
 */
export function spaceBlocks(html: string): string {
  return html
    .split(/(<pre\b[\s\S]*?<\/pre>)/i)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/(<\/[a-z][a-z0-9-]*>)(?=<[a-z])/gi, "$1 ")))
    .join("");
}

/**
 * What an article's search result needs for its Save button: the card fields its page gives the
 * index as meta (data-pagefind-meta in components/blog/article-header.tsx). Anything missing: none.
 */
export function articleCardOf(path: string, title: string, meta: Readonly<Record<string, string | undefined>>) {
  const slug = /^\/blog\/([a-z0-9-]+)$/.exec(path)?.[1];
  const { summary, category, date, dateText, minutes } = meta;
  if (!slug || !summary || !category || !date || !dateText || !minutes) return undefined;
  return { slug, title, excerpt: summary, category, date, dateText, readingMinutes: Number(minutes) };
}

export interface SnippetPart {
  text: string;
  match: boolean;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Pagefind's excerpt (escaped text with the matched words in <mark>) as parts the page renders as
 * text: nothing in an excerpt ever becomes markup.
 */
export function excerptParts(excerpt: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of excerpt.split(/<\/?mark>/).entries()) {
    const text = decodeEntities(piece.replace(/<[^>]*>/g, ""));
    if (text) parts.push({ text, match: i % 2 === 1 });
  }
  return parts;
}

/** The words of a text, lower-cased, as the searches compare them. */
export const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Whether a word of a text answers a query word (both lower-case): it begins with it, or shares at
 * least three quarters of it, as Pagefind's word forms do ("deployed" for "deploy", "model" for "models").
 */
export function answersWord(word: string, queryWord: string): boolean {
  return word.startsWith(queryWord) || commonPrefix(word, queryWord) >= Math.ceil(queryWord.length * 0.75);
}

/**
 * Whether an excerpt's marked words are the query's (or their word forms), not the loose matches
 * Pagefind falls back to when a word is not in the index at all ("LoRA" for "raect").
 */
export function marksMatchQuery(excerpt: string, query: string): boolean {
  const marked = excerptParts(excerpt)
    .filter((p) => p.match)
    .flatMap((p) => wordsOf(p.text));
  return wordsOf(query).some((w) => marked.some((m) => answersWord(m, w)));
}

/**
 * Pagefind does not forgive typos (MiniSearch, before ADR 0023, did). The commonest slip is two
 * letters swapped ("raect"): when a query finds nothing, these spellings are tried in turn. Each
 * variant swaps one pair of neighbouring letters in one word of 4 to 24 letters.
 */
export function transpositions(query: string, max = 12): string[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const variants: string[] = [];
  for (const [w, word] of words.entries()) {
    if (word.length < 4 || word.length > 24) continue;
    for (let i = 0; i < word.length - 1; i++) {
      if (word[i] === word[i + 1]) continue;
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      variants.push([...words.slice(0, w), swapped, ...words.slice(w + 1)].join(" "));
    }
  }
  return [...new Set(variants)].slice(0, max);
}
