/**
 * Every page of the site, listed once. Astro builds a page for each file in app/pages/; this list says
 * which canonical paths must exist, and the sitemap and tests derive from it. The build checks the
 * two agree (integration/index.ts), so a page added without an entry here, or an entry without a page,
 * fails the build. A route with a `:param` takes its values from content, so adding a service,
 * guide, course topic or article adds its page everywhere at once.
 */
import { readArticleSlugs, readArticleTags, readAuthorPageIds } from "./collections/articles.server.ts";
import { courseSlugs } from "./collections/courses.server.ts";
import { guideSlugs } from "./collections/guides.server.ts";
import { serviceSlugs } from "./collections/services.server.ts";

export interface RouteEntry {
  /** URL pattern, lowercase; one `:param` segment is filled from `params`. */
  path: string;
  /** Values of the single `:param` in `path`. */
  params?: () => readonly string[];
}

export const routeTable: readonly RouteEntry[] = [
  { path: "/" },
  { path: "/about" },
  { path: "/services" },
  { path: "/services/:slug", params: () => serviceSlugs() },
  { path: "/blog" },
  { path: "/blog/:slug", params: readArticleSlugs },
  { path: "/blog/tags/:tag", params: readArticleTags },
  { path: "/blog/authors/:author", params: readAuthorPageIds },
  { path: "/contact" },
  { path: "/login" },
  { path: "/signup" },
  { path: "/forgot-password" },
  { path: "/terms" },
  { path: "/privacy" },
  { path: "/careers" },
  { path: "/ai" },
  { path: "/ai/:slug", params: () => guideSlugs("ai") },
  { path: "/tech-trends" },
  { path: "/tech/:slug", params: () => guideSlugs("tech") },
  { path: "/motivation" },
  { path: "/webdev/:topic", params: () => courseSlugs() },
  { path: "/search" },
];

/** Every concrete page path, in table order. */
export function pagePaths(table: readonly RouteEntry[] = routeTable): string[] {
  return table.flatMap((entry) => {
    if (!entry.params) return [entry.path];
    return entry.params().map((value) => entry.path.replace(/:[a-z]+/, value));
  });
}

/** Paths in one list and not the other, for the build's check that pages and table agree. */
export function routeMismatch(built: readonly string[], table: readonly string[] = pagePaths()): { unlisted: string[]; missing: string[] } {
  const listed = new Set(table);
  const present = new Set(built);
  return { unlisted: built.filter((p) => !listed.has(p)), missing: table.filter((p) => !present.has(p)) };
}
