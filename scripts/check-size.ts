/**
 * Size budgets over the built site. Fails naming the file that grew.
 *   each route module's own chunk     <= 20 KB gzip
 *   all CSS                           <= 15 KB gzip
 *   first-load JavaScript of /        <= 150 KB gzip: a ceiling against regressions, not the goal.
 *     The goal is 100 KB, but React 19 and React Router's framework runtime alone weigh about
 *     107 KB gzip (docs/performance.md), so the goal needs a lighter runtime, not a trim.
 * Prints a table of first-load JavaScript per page; `--json` writes the figures for docs.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { builtPages } from "../server/pages.ts";
import { SITE_ROOT } from "../server/build-layout.ts";

const root = SITE_ROOT;
const KB = 1024;
const BUDGET = { homeFirstLoad: 150 * KB, routeChunk: 20 * KB, css: 15 * KB };

const gzipCache = new Map<string, number>();
function gzipSize(url: string): number {
  if (!gzipCache.has(url)) gzipCache.set(url, gzipSync(readFileSync(path.join(root, url)), { level: 9 }).length);
  return gzipCache.get(url)!;
}
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Every script a page loads to become interactive: the classic scripts and every chunk its boot script
 * preloads or imports (scripts/defer-hydration.ts lists them all as string literals). */
function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]!);
  return [...urls].filter((u) => u.startsWith("/"));
}

const failures: string[] = [];
const rows = builtPages(root).map(({ path: page, file }) => {
  const html = readFileSync(path.join(root, file), "utf8");
  const scripts = firstLoadScripts(html).map((url) => ({ url, size: gzipSize(url) }));
  return { page, total: scripts.reduce((sum, s) => sum + s.size, 0), scripts };
});
const home = rows.find((r) => r.page === "/")!;
if (home.total > BUDGET.homeFirstLoad) {
  // Name the files, largest first, so the one that grew is on the first line.
  const files = [...home.scripts].sort((a, b) => b.size - a.size).map((s) => `${s.url} ${kb(s.size)}`);
  failures.push(`first-load JavaScript of / is ${kb(home.total)} (budget ${kb(BUDGET.homeFirstLoad)}):\n    ${files.join("\n    ")}`);
}

const manifestFile = readdirSync(path.join(root, "assets")).find((f) => /^manifest-.*\.js$/.test(f))!;
const manifestSource = readFileSync(path.join(root, "assets", manifestFile), "utf8");
const manifest = JSON.parse(manifestSource.slice(manifestSource.indexOf("{"), manifestSource.lastIndexOf("}") + 1)) as {
  routes: Record<string, { module: string }>;
};
const routeChunks = Object.entries(manifest.routes).map(([id, r]) => ({ id, module: r.module, size: gzipSize(r.module) }));
for (const r of routeChunks) {
  if (r.size > BUDGET.routeChunk) failures.push(`route ${r.id}: ${r.module} is ${kb(r.size)} (budget ${kb(BUDGET.routeChunk)})`);
}

const cssFiles = readdirSync(path.join(root, "assets")).filter((f) => f.endsWith(".css"));
const css = cssFiles.reduce((sum, f) => sum + gzipSize(`/assets/${f}`), 0);
if (css > BUDGET.css) failures.push(`CSS is ${kb(css)} (budget ${kb(BUDGET.css)}): ${cssFiles.join(", ")}`);

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ pages: rows.map(({ page, total }) => ({ page, total })), routeChunks, css }, null, 2));
} else {
  const largest = [...routeChunks].sort((a, b) => b.size - a.size)[0]!;
  console.log(
    `size: first-load JS of / ${kb(home.total)}, largest page ${kb(Math.max(...rows.map((r) => r.total)))}, ` +
      `largest route chunk ${largest.id} ${kb(largest.size)}, CSS ${kb(css)}`,
  );
}
if (failures.length) {
  console.error(`size budget exceeded:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
