/**
 * The addresses of the pages made from content entries, for code that must not load the content
 * schemas to know them (the inline library script, the service worker's registration).
 */
export const articlePath = (slug: string): string => `/blog/${slug}`;
export const coursePath = (slug: string): string => `/webdev/${slug}`;
