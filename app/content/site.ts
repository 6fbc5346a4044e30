/**
 * The brand and the constants of the code: what the build reads outside the site's modules too
 * (astro.config.ts, the editor's config, the app icons), so it stays a TypeScript module. The brand
 * name is spelled here and nowhere else; content writes `{brand}`. The publisher's facts an editor
 * changes (contact details, tagline) are ./settings.json; the interface's words are in ./copy/,
 * the pages' in ./pages/.
 */
export const BRAND = "TechHorizon";

/** Absolute origin used in canonical links, the sitemap and feeds. Override with SITE_URL at build. */
export const DEFAULT_SITE_URL = "https://techhorizon.example";


/** Articles on each page of the blog's lists (docs/product.md#blog: the blog shows six at a time). */
export const ARTICLES_PER_PAGE = 6;

/**
 * Articles in each feed of a list (the blog's, a category's, tag's or author's), its newest: each
 * carries the whole article, so a feed stays the same size however large the archive grows (ADR 0040).
 */
export const FEED_ITEMS = 20;

/** Average adult silent-reading speed for non-fiction, used for "N min read". */
export const WORDS_PER_MINUTE = 220;
