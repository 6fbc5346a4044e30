/**
 * The brand, the publisher's facts and the site's settings: what the build reads outside the site's
 * modules too (astro.config.ts, the editor's config, the app icons), so it stays a TypeScript
 * module. The brand name is spelled here and nowhere else; content writes `{brand}`. The interface's
 * words are in ./copy/, the pages' in ./pages/.
 */
export const BRAND = "TechHorizon";

/** Absolute origin used in canonical links, the sitemap and feeds. Override with SITE_URL at build. */
export const DEFAULT_SITE_URL = "https://techhorizon.example";

export const contact = {
  email: "hello@techhorizon.example",
  phone: "+1 (555) 010-0199",
  phoneHref: "tel:+15550100199",
  address: ["TechHorizon Media", "480 Example Avenue, Suite 12", "Springfield, OR 97477"],
  hours: "Mon-Fri 9am-5pm EST",
} as const;

/** Facts about the publisher for structured data. */
export const organization = { email: "hello@techhorizon.example" } as const;

export const tagline = "Learn web development, AI and the technology shaping what comes next.";

/** Articles on each page of the blog's lists (docs/product.md#blog: the blog shows six at a time). */
export const ARTICLES_PER_PAGE = 6;

/**
 * Articles in each feed of a list (the blog's, a category's, tag's or author's), its newest: each
 * carries the whole article, so a feed stays the same size however large the archive grows (ADR 0040).
 */
export const FEED_ITEMS = 20;

/** Average adult silent-reading speed for non-fiction, used for "N min read". */
export const WORDS_PER_MINUTE = 220;
