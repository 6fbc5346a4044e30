/**
 * Cache keys for Astro's incremental build (`experimental.incrementalBuild`, ADR 0026): a page whose
 * key and code are the same as in the last build is copied from that build instead of rendered.
 * Astro hashes the code itself; the key must change whenever the data the page renders changes.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** One digest of any JSON-able values: the same values, the same digest. */
export function digestOf(...values: unknown[]): string {
  const hash = createHash("sha256");
  for (const value of values) hash.update(JSON.stringify(value) ?? "undefined").update("\0");
  return hash.digest("base64url");
}

/**
 * One digest of the code that runs in the browser and of the words it shows: the components, the
 * pure logic, the layout, the stylesheet and inline scripts, the interface copy and the client
 * directives. Astro's own code hash of a page covers its server-side code only, so a change to a
 * page script (the header's scroll script, the inline library script) or to an island's client-only
 * code left keyed pages copied from the last build with the old script, or pointing at a script
 * file the new build no longer has; so did a change to a build step (integration/: how icons are
 * bundled renamed every island's script). Any such change renders every keyed page again.
 */
export function clientCodeDigest(root: string = process.cwd()): string {
  // Each route's getStaticPaths asks for it; the sources do not change while one build runs.
  const known = digests.get(root);
  if (known) return known;
  const hash = createHash("sha256");
  for (const place of CLIENT_CODE) {
    const full = path.join(root, place);
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, encoding: "utf8" })
          .filter((file) => /\.(tsx?|js|css|yaml|astro)$/.test(file) && !file.includes(".test."))
          .sort()
          .map((file) => path.join(place, file))
      : [place];
    for (const file of files)
      hash
        .update(`${file}\0`)
        .update(readFileSync(path.join(root, file)))
        .update("\0");
  }
  const digest = hash.digest("base64url");
  digests.set(root, digest);
  return digest;
}

const digests = new Map<string, string>();

/** Where that code lives: folders are read whole. */
const CLIENT_CODE = [
  "app/components",
  "app/lib",
  "app/layouts",
  "app/content/copy",
  // A page file's `interface` words are its islands' (content/schemas/copy.ts).
  "app/content/pages",
  "app/app.css",
  "app/theme-init.js",
  "app/directives",
  // The build's own steps shape what a page's HTML and scripts become (the icons' modules, the
  // pages' own CSS, the inline scripts' bundles): a change there names other script files.
  "integration",
  "shared",
];

/**
 * Each of `getStaticPaths()`'s paths with a `cacheKey`: the digest of its params and props (all the
 * page's own data) and of `shared`, the digest of what every page may read besides its props (the
 * other collections: menus, page copy, authors, categories).
 */
export function withCacheKeys<T extends { params: unknown; props?: unknown }>(
  paths: readonly T[],
  shared: string,
): (T & { cacheKey: string })[] {
  return paths.map((path) => ({ ...path, cacheKey: digestOf(shared, path.params, path.props) }));
}
