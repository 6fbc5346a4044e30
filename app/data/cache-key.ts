/**
 * Cache keys for Astro's incremental build (`experimental.incrementalBuild`, ADR 0026): a page whose
 * key and code are the same as in the last build is copied from that build instead of rendered.
 * Astro hashes the code itself; the key must change whenever the data the page renders changes.
 */
import { createHash } from "node:crypto";

/** One digest of any JSON-able values: the same values, the same digest. */
export function digestOf(...values: unknown[]): string {
  const hash = createHash("sha256");
  for (const value of values) hash.update(JSON.stringify(value) ?? "undefined").update("\0");
  return hash.digest("base64url");
}

/**
 * Each of `getStaticPaths()`'s paths with a `cacheKey`: the digest of its params and props (all the
 * page's own data) and of `shared`, the digest of what every page may read besides its props (the
 * other collections: menus, page copy, authors, categories).
 */
export function withCacheKeys<T extends { params: unknown; props?: unknown }>(paths: readonly T[], shared: string): (T & { cacheKey: string })[] {
  return paths.map((path) => ({ ...path, cacheKey: digestOf(shared, path.params, path.props) }));
}
