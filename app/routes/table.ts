/**
 * The one route table. Every page of the site is listed here once; the React Router config
 * (app/routes.ts), the prerender list, the sitemap and the tests all derive from it.
 * A route with a `:param` names the content that supplies its values, so adding a service,
 * guide, course topic or article to content/ adds its page everywhere at once.
 */
import { articleSlugs } from "../lib/articles.server.ts";
import { courseSlugs } from "../content/courses.ts";
import { aiGuideSlugs, techGuideSlugs } from "../content/guides.ts";
import { serviceDetailSlugs } from "../content/services.ts";

export interface RouteEntry {
  /** URL pattern, lowercase; `:param` segments are filled from `params`. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Unique id when one module serves more than one pattern. */
  id?: string;
  /** Values of the single `:param` in `path`. */
  params?: () => readonly string[];
}

export const routeTable: readonly RouteEntry[] = [
  { path: "/", file: "routes/home.tsx" },
  { path: "/about", file: "routes/about.tsx" },
  { path: "/services", file: "routes/services.tsx" },
  { path: "/services/:slug", file: "routes/service-detail.tsx", params: () => serviceDetailSlugs },
  { path: "/blog", file: "routes/blog.tsx" },
  { path: "/blog/:slug", file: "routes/article.tsx", params: articleSlugs },
  { path: "/contact", file: "routes/contact.tsx" },
  { path: "/login", file: "routes/login.tsx" },
  { path: "/signup", file: "routes/signup.tsx" },
  { path: "/forgot-password", file: "routes/forgot-password.tsx" },
  { path: "/terms", file: "routes/terms.tsx" },
  { path: "/privacy", file: "routes/privacy.tsx" },
  { path: "/careers", file: "routes/careers.tsx" },
  { path: "/ai", file: "routes/ai.tsx" },
  { path: "/ai/:slug", file: "routes/guide.tsx", id: "ai-guide", params: () => aiGuideSlugs },
  { path: "/tech-trends", file: "routes/tech-trends.tsx" },
  { path: "/tech/:slug", file: "routes/guide.tsx", id: "tech-guide", params: () => techGuideSlugs },
  { path: "/motivation", file: "routes/motivation.tsx" },
  { path: "/webdev/:topic", file: "routes/course.tsx", params: () => courseSlugs },
  { path: "/search", file: "routes/search.tsx" },
];

/** Machine-readable files made from the route table and content at build time. */
export const resourceRoutes: readonly RouteEntry[] = [
  { path: "/sitemap.xml", file: "routes/sitemap.ts" },
  { path: "/robots.txt", file: "routes/robots.ts" },
  { path: "/rss.xml", file: "routes/rss.ts" },
];

/** Prerendered for the server to answer unknown paths with, under status 404. */
export const NOT_FOUND_PATH = "/404";

/** Every concrete page path, in table order. */
export function pagePaths(table: readonly RouteEntry[] = routeTable): string[] {
  return table.flatMap((entry) => {
    if (!entry.params) return [entry.path];
    return entry.params().map((value) => entry.path.replace(/:[a-z]+/, value));
  });
}

export function prerenderPaths(): string[] {
  return [...pagePaths(), ...resourceRoutes.map((r) => r.path), NOT_FOUND_PATH];
}
