/**
 * Every page of the site, listed once. Astro builds a page for each file in app/pages/; this list says
 * which canonical paths must exist, and the sitemap and tests derive from it. The build checks the
 * two agree (integration/index.ts compares the pages it wrote with the sitemap made from this list),
 * so a page added without an entry here, or an entry without a page, fails the build. A route with
 * a `:param` takes its values from content, so adding a service, guide, course topic or article
 * adds its page everywhere at once. The blog's values (articles, tags, authors) come from the
 * content layer's entries, passed in by the caller (pages/_sitemap.ts), never from the files again.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { courseSlugs } from "./collections/courses.server.ts";
import { guideSlugs } from "./collections/guides.server.ts";
import { serviceSlugs } from "./collections/services.server.ts";

/**
 * The blog's pages that content makes: the built articles' slugs, the tags they use, the authors
 * with a page, the categories' lists and the further pages of every list (/blog/2 …, lib/list-pages.ts).
 */
export interface BlogRoutes {
  articles: readonly string[];
  tags: readonly string[];
  authors: readonly string[];
  listPages: readonly string[];
}

export interface RouteEntry {
  /** URL pattern, lowercase; one `:param` segment is filled from `params`; "*" stands for whole paths from `params`. */
  path: string;
  /** Values of the single `:param` in `path` (or the whole paths, for "*"). */
  params?: (blog: BlogRoutes) => readonly string[];
}

export const routeTable: readonly RouteEntry[] = [
  { path: "/" },
  { path: "/about" },
  { path: "/services" },
  { path: "/services/:slug", params: () => serviceSlugs() },
  { path: "/blog" },
  { path: "/blog/:slug", params: (blog) => blog.articles },
  { path: "/blog/tags/:tag", params: (blog) => blog.tags },
  { path: "/blog/authors/:author", params: (blog) => blog.authors },
  // /blog/2 …, /blog/tags/<tag>/2 …, /blog/category/<id> and its pages: the lists' further pages.
  { path: "*", params: (blog) => blog.listPages },
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

/**
 * Without the content layer's entries (the readers of guides and courses, checking their links
 * before Astro has loaded anything): the articles by file name only, drafts included, and no tag or
 * author pages.
 */
function articlesByFileName(): BlogRoutes {
  const dir = path.resolve(process.cwd(), "app/content/articles");
  return { articles: readdirSync(dir).filter((f) => f.endsWith(".md")).map((f) => f.slice(0, -3)), tags: [], authors: [], listPages: [] };
}

/** Every concrete page path, in table order. */
export function pagePaths(blog: BlogRoutes = articlesByFileName(), table: readonly RouteEntry[] = routeTable): string[] {
  return table.flatMap((entry) => {
    if (!entry.params) return [entry.path];
    if (entry.path === "*") return [...entry.params(blog)];
    return entry.params(blog).map((value) => entry.path.replace(/:[a-z]+/, value));
  });
}

/** Paths in one list and not the other, for the build's check that pages and table agree. */
export function routeMismatch(built: readonly string[], table: readonly string[]): { unlisted: string[]; missing: string[] } {
  const listed = new Set(table);
  const present = new Set(built);
  return { unlisted: built.filter((p) => !listed.has(p)), missing: table.filter((p) => !present.has(p)) };
}
