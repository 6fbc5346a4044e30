/**
 * The pages content links may point at, for the checks made before any page is written: a guide's
 * Further reading and /motivation's links must name a page (lib/guides.ts, lib/courses.ts). The
 * site's list of pages is what the build writes (file routing and the collections): the sitemap
 * is made from it (integration/sitemap.ts) and the end-to-end crawl follows every link in it
 * (e2e/links.spec.ts), so an entry here without a page is found there. A route with a `:param`
 * takes its values from the content layer's entries, passed in by the caller
 * (app/data/collections.ts), never from the files again.
 */

/**
 * The blog's pages that content makes: the built articles' slugs, the tags they use, the authors
 * with a page, the series with a part, the categories' lists and the further pages of every list
 * (/blog/2 …, lib/list-pages.ts).
 */
export interface BlogRoutes {
  articles: readonly string[];
  tags: readonly string[];
  authors: readonly string[];
  series: readonly string[];
  listPages: readonly string[];
}

/**
 * Every page: the fixed ones file routing makes (one .astro file each, fixedPagePaths) and those
 * content makes: the blog's, and the ids of the guides ("ai/tools"), course topics and services.
 */
export interface ContentRoutes extends BlogRoutes {
  fixed: readonly string[];
  guides: readonly string[];
  courses: readonly string[];
  services: readonly string[];
}

/** The slugs of one section's guides, from the guides' ids. */
const guidesIn = (section: string, guides: readonly string[]) =>
  guides.filter((id) => id.startsWith(`${section}/`)).map((id) => id.slice(section.length + 1));

export interface RouteEntry {
  /** URL pattern, lowercase; one `:param` segment is filled from `params`; "*" stands for whole paths from `params`. */
  path: string;
  /** Values of the single `:param` in `path` (or the whole paths, for "*"). */
  params?: (content: ContentRoutes) => readonly string[];
}

/**
 * The pages a file of app/pages/ makes by itself (`pages`: their paths under that folder, e.g.
 * "about.astro", "ai/index.astro"): every .astro file but a dynamic route ("[slug].astro"), the
 * not-found page and a file whose name starts with "_" (which Astro does not route).
 */
export function fixedPagePaths(pages: readonly string[]): string[] {
  return pages
    .filter(
      (file) =>
        file.endsWith(".astro") &&
        !file.includes("[") &&
        !file.split("/").some((part) => part.startsWith("_")) &&
        file !== "404.astro",
    )
    .map((file) => "/" + file.slice(0, -".astro".length).replace(/(^|\/)index$/, ""))
    .map((page) => (page.length > 1 ? page.replace(/\/$/, "") : page))
    .sort();
}

/** The routes content makes, each from its collection; the fixed pages come from file routing. */
export const routeTable: readonly RouteEntry[] = [
  { path: "*", params: (content) => content.fixed },
  { path: "/services/:slug", params: (content) => content.services },
  { path: "/blog/:slug", params: (blog) => blog.articles },
  { path: "/blog/tags/:tag", params: (blog) => blog.tags },
  { path: "/blog/authors/:author", params: (blog) => blog.authors },
  { path: "/blog/series/:id", params: (blog) => blog.series },
  // /blog/2 …, /blog/tags/<tag>/2 …, /blog/category/<id> and its pages: the lists' further pages.
  { path: "*", params: (blog) => blog.listPages },
  { path: "/ai/:slug", params: (content) => guidesIn("ai", content.guides) },
  { path: "/tech/:slug", params: (content) => guidesIn("tech", content.guides) },
  { path: "/webdev/:topic", params: (content) => content.courses },
];

/** Every concrete page path, in table order. */
export function pagePaths(content: ContentRoutes, table: readonly RouteEntry[] = routeTable): string[] {
  return table.flatMap((entry) => {
    if (!entry.params) return [entry.path];
    if (entry.path === "*") return [...entry.params(content)];
    return entry.params(content).map((value) => entry.path.replace(/:[a-z]+/, value));
  });
}
