/**
 * The JavaScript budget of every built page, measured as a reader meets it: each page is loaded in
 * Chromium at 390×844 with no input until the network is idle, and every script it requested is
 * counted at its gzip size. Reading pages may request at most 10 KB; pages with a widget used on
 * arrival at most 85 KB, none of it before the first contentful paint. No page carries more than
 * 2 KB of inline island props (content is never shipped twice), and its CSS stays under 15 KB. A miss
 * names the page and its files.
 *   node scripts/check-js-budget.ts          (builds nothing; serves build/client itself)
 *   node scripts/check-js-budget.ts --json   (the figures, for docs/performance.md)
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { SITE_ROOT } from "../server/build-layout.ts";
import { createSiteHandler } from "../server/app.ts";
import { builtPages, NOT_FOUND_FILE } from "../server/pages.ts";
import { CSS_BUDGET, jsBudgetFor, KB, type PageJsFigures } from "./js-budget.ts";

const server = createServer(createSiteHandler({ root: SITE_ROOT }));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const gzipSize = (url: string) => gzipSync(readFileSync(path.join(SITE_ROOT, url)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const paths = [...builtPages(SITE_ROOT).map((p) => p.path), "/this-page-does-not-exist"];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });

/** One page's figures: what it requests until the network is idle, and what came before its first paint. */
async function measure(pagePath: string): Promise<PageJsFigures> {
  const page = await context.newPage();
  const scripts: string[] = [];
  const styles: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    if (request.resourceType() === "stylesheet") styles.push(new URL(request.url()).pathname);
  });
  await page.goto(base + pagePath, { waitUntil: "networkidle" });
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
    const early = performance
      .getEntriesByType("resource")
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"))
      .filter((e) => e.startTime < fcp)
      .map((e) => new URL(e.name).pathname);
    const props = [...document.querySelectorAll("astro-island")].reduce((sum, el) => sum + (el.getAttribute("props")?.length ?? 0), 0);
    return { early, props };
  });
  await page.close();
  const file = pagePath.startsWith("/this-page") ? NOT_FOUND_FILE : undefined;
  return {
    path: file ? "/404" : pagePath,
    scripts: [...new Set(scripts)].map((url) => ({ url, gzip: gzipSize(url) })).sort((a, b) => b.gzip - a.gzip),
    beforePaint: timing.early,
    inlineProps: timing.props,
    css: [...new Set(styles)].reduce((sum, url) => sum + gzipSize(url), 0),
  };
}

// A few pages at a time: most of a page's time is the wait for an idle network, and each page's
// figures are its own (its requests, its paint), whatever else loads beside it.
const CONCURRENT = 3;
const figures: PageJsFigures[] = new Array(paths.length);
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENT }, async () => {
    while (next < paths.length) {
      const index = next++;
      figures[index] = await measure(paths[index]!);
    }
  }),
);
await browser.close();
server.close();

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(figures, null, 2));
  process.exit(0);
}

const failures: string[] = [];
for (const page of figures) {
  const total = page.scripts.reduce((sum, s) => sum + s.gzip, 0);
  const budget = jsBudgetFor(page.path);
  const files = page.scripts.map((s) => `${s.url} ${kb(s.gzip)}`).join(", ");
  console.log(`${page.path.padEnd(48)} JS ${kb(total).padStart(9)} / ${kb(budget.maxBytes).padStart(7)}  ${page.scripts.length} scripts, props ${page.inlineProps} B, CSS ${kb(page.css)}`);
  if (total > budget.maxBytes) failures.push(`${page.path} requests ${kb(total)} of JavaScript (budget ${kb(budget.maxBytes)}): ${files}`);
  if (page.beforePaint.length) failures.push(`${page.path} requests JavaScript before its first contentful paint: ${page.beforePaint.join(", ")}`);
  if (page.inlineProps > 2 * KB) failures.push(`${page.path} carries ${page.inlineProps} B of island props inline (budget 2048 B)`);
  if (page.css > CSS_BUDGET) failures.push(`${page.path} loads ${kb(page.css)} of CSS (budget ${kb(CSS_BUDGET)})`);
}
if (failures.length) {
  console.error(`\nJavaScript budget missed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(`\nJavaScript budget met on ${figures.length} pages.`);
