/**
 * Path aliases and case folding (docs/product.md#routes). Used by the Node server, which answers an
 * alias with a 301, and by the host configs made from the same table (nginx maps, Netlify's
 * `_redirects`, Cloudflare's `_worker.js`). No imports, so Node can load this file directly.
 */
export const PATH_ALIASES: Readonly<Record<string, string>> = {
  "/webdev/toolsandresources": "/webdev/toolandresourse",
  "/webdevelopment": "/motivation",
  "/ai-insights": "/ai",
};

/** The canonical form of a path: lowercase, no trailing slash, aliases resolved. */
export function canonicalPath(pathname: string): string {
  let path = pathname.toLowerCase();
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  return PATH_ALIASES[path] ?? path;
}

/**
 * Where a request for `pathname` should be sent instead, or null when it is already canonical or
 * its canonical form is not a page. `isPage` says whether a canonical path exists.
 */
export function aliasRedirect(pathname: string, search: string, isPage: (canonical: string) => boolean): string | null {
  const target = canonicalPath(pathname);
  if (target === pathname || !isPage(target)) return null;
  return target + search;
}
