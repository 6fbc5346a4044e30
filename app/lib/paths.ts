/**
 * The addresses of the pages made from content entries, for code that must not load the content
 * schemas to know them (the inline library script, the service worker's registration).
 */
export const articlePath = (slug: string): string => `/blog/${slug}`;
export const coursePath = (slug: string): string => `/webdev/${slug}`;
/**
 * An article's card as JSON (what a library keeps of it, lib/library/edit.ts's ArticleToSave): what
 * a device that opens a library's link fetches for each article it names (ADR 0046).
 */
export const articleCardPath = (slug: string): string => `/blog/${slug}.card.json`;
