/**
 * The JavaScript budget of every built page, measured as a reader meets it: each page is loaded in
 * Chromium's headless shell (ADR 0055) at 390×844 with no input until the network is idle, then (the
 * first page of each template, tools/support/site.ts) scrolled with the wheel to its end and back,
 * the pointer resting where it was, and every script it requested is counted at its gzip size, on
 * load and in all.
 * Reading pages may request at most 2 KB in all; pages with widgets, untouched, at most 8 KB (React
 * comes on first use, issue 40); the library and offline pages, drawn from the reader's device, at
 * most 85 KB (each page's kind found from its islands, tools/support/budgets.ts); none of it before
 * the first contentful paint. Every page's inline scripts together stay within 7 KB gzip. No page carries more than 2 KB of inline island props (content is never
 * shipped twice). Each page type's HTML, the CSS inline in it and the stylesheet it loads stay within
 * their budgets (issue 47, PAGE_BYTES_BUDGETS). A miss names the page and its files. The figures
 * end with a table per page type (the template, tools/support/site.ts).
 *   node tools/check/js-budget.ts          (builds nothing; serves build/client with npm start's server)
 *   node tools/check/js-budget.ts --json   (the figures, for docs/performance.md)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { SITE_ROOT } from "../../shared/build-layout.ts";
import { builtPages, NOT_FOUND_FILE } from "../../shared/pages.ts";
import {
  builtPageKinds,
  bytesPageType,
  INLINE_BUDGET,
  inlineScriptBytes,
  JS_BUDGETS,
  KB,
  PAGE_BYTES_BUDGETS,
  pageBytes,
  type PageJsFigures,
} from "../support/budgets.ts";
import { launchShell, newContext } from "../support/chromium.ts";
import { measurePageJs } from "../support/page-js.ts";
import { serveSite } from "../support/serve-site.ts";
import { onePerTemplate, templateOf } from "../support/site.ts";
import { requireSystemPackages } from "../support/system-packages.ts";

requireSystemPackages(["chromium"]);

const site = await serveSite();

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

// Each page's kind, and so its budget, from the islands the build wrote into it.
const kindOf = builtPageKinds(SITE_ROOT);
const paths = [...builtPages(SITE_ROOT).map((p) => p.path), "/this-page-does-not-exist"];
// Each page's HTML as written (the 404 page answers the path that does not exist).
const fileOf = new Map([...builtPages(SITE_ROOT).map((p) => [p.path, p.file] as const), ["/404", NOT_FOUND_FILE]]);
const bytesOf = (pagePath: string) => pageBytes(readFileSync(path.join(SITE_ROOT, fileOf.get(pagePath)!), "utf8"));
// Pages of one template (every article, tag, guide…) run the same code when scrolled: the first of
// each is scrolled, every page is loaded.
const scrolled = new Set([...onePerTemplate, "/this-page-does-not-exist"]);
const browser = await launchShell();
const context = await newContext(browser, { viewport: { width: 390, height: 844 }, serviceWorkers: "block" });

// A few pages at a time: most of a page's time is the wait for an idle network, and each page's
// figures are its own (its requests, its paint), whatever else loads beside it.
const CONCURRENT = 3;
const figures: PageJsFigures[] = new Array(paths.length);
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENT }, async () => {
    while (next < paths.length) {
      const index = next++;
      figures[index] = await measurePageJs(context, site.origin, SITE_ROOT, paths[index]!, {
        scroll: scrolled.has(paths[index]!),
      });
    }
  }),
);
await browser.close();
await site.stop();

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(figures, null, 2));
  process.exit(0);
}

const failures: string[] = [];
const sum = (scripts: PageJsFigures["scripts"]) => scripts.reduce((total, s) => total + s.gzip, 0);
/** Per page type: its budget, and the most any of its pages requested or carried inline. */
const types = new Map<
  string,
  {
    pages: number;
    kind: string;
    budget: number;
    onLoad: number;
    total: number | null;
    inlineRaw: number;
    inlineGzip: number;
    html: number;
    htmlRaw: number;
    inlineCss: number;
    inlineCssRaw: number;
    css: number;
  }
>();
for (const page of figures) {
  const onLoad = sum(page.scripts);
  const loaded = [...page.scripts, ...(page.scrolled ?? [])];
  const total = sum(loaded);
  const kind = kindOf(page.path);
  const maxBytes = JS_BUDGETS[kind];
  const inline = inlineScriptBytes(page.inlineScripts);
  const files = loaded.map((s) => `${s.url} ${kb(s.gzip)}`).join(", ");
  const afterScrolling = page.scrolled ? kb(total) : "(template)";
  console.log(
    `${page.path.padEnd(48)} JS on load ${kb(onLoad).padStart(8)}, after scrolling ${afterScrolling.padStart(10)} / ${kb(maxBytes).padStart(7)}  ${loaded.length} scripts, inline ${kb(inline.gzip)}, props ${page.inlineProps} B, CSS ${kb(page.css)}`,
  );
  if (total > maxBytes)
    failures.push(
      `${page.path} requests ${kb(total)} of JavaScript on load and scrolling (budget ${kb(maxBytes)}, ${kind} page): ${files}`,
    );
  if (page.beforePaint.length)
    failures.push(`${page.path} requests JavaScript before its first contentful paint: ${page.beforePaint.join(", ")}`);
  if (inline.gzip > INLINE_BUDGET)
    failures.push(`${page.path} carries ${kb(inline.gzip)} of inline scripts, gzip (budget ${kb(INLINE_BUDGET)})`);
  if (page.inlineProps > 2 * KB)
    failures.push(`${page.path} carries ${page.inlineProps} B of island props inline (budget 2048 B)`);
  const type = templateOf(page.path);
  const bytes = bytesOf(page.path);
  const budget = PAGE_BYTES_BUDGETS[bytesPageType(type)];
  if (bytes.html > budget.html)
    failures.push(`${page.path}'s HTML is ${kb(bytes.html)} (budget ${kb(budget.html)}, ${bytesPageType(type)} page)`);
  if (bytes.inlineCss > budget.inlineCss)
    failures.push(`${page.path} carries ${kb(bytes.inlineCss)} of CSS inline (budget ${kb(budget.inlineCss)})`);
  if (page.css > budget.externalCss)
    failures.push(`${page.path} loads ${kb(page.css)} of stylesheets (budget ${kb(budget.externalCss)})`);
  const seen = types.get(type) ?? {
    pages: 0,
    kind,
    budget: maxBytes,
    onLoad: 0,
    total: null,
    inlineRaw: 0,
    inlineGzip: 0,
    html: 0,
    htmlRaw: 0,
    inlineCss: 0,
    inlineCssRaw: 0,
    css: 0,
  };
  types.set(type, {
    ...seen,
    pages: seen.pages + 1,
    onLoad: Math.max(seen.onLoad, onLoad),
    total: page.scrolled ? Math.max(seen.total ?? 0, total) : seen.total,
    inlineRaw: Math.max(seen.inlineRaw, inline.raw),
    inlineGzip: Math.max(seen.inlineGzip, inline.gzip),
    html: Math.max(seen.html, bytes.html),
    htmlRaw: Math.max(seen.htmlRaw, bytes.htmlRaw),
    inlineCss: Math.max(seen.inlineCss, bytes.inlineCss),
    inlineCssRaw: Math.max(seen.inlineCssRaw, bytes.inlineCssRaw),
    css: Math.max(seen.css, page.css),
  });
}

console.log(
  `\n| page type | pages | kind | JS on load | after scrolling | JS budget | inline scripts, raw | inline, gzip (budget ${kb(INLINE_BUDGET)}) | HTML, gzip (raw) | CSS inline, gzip (raw) | stylesheets, gzip |`,
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
for (const [type, t] of [...types].sort(([a], [b]) => a.localeCompare(b))) {
  const budget = PAGE_BYTES_BUDGETS[bytesPageType(type)];
  console.log(
    `| ${type} | ${t.pages} | ${t.kind} | ${kb(t.onLoad)} | ${t.total === null ? "" : kb(t.total)} | ${kb(t.budget)} | ${kb(t.inlineRaw)} | ${kb(t.inlineGzip)} | ${kb(t.html)} (${kb(t.htmlRaw)}) / ${kb(budget.html)} | ${kb(t.inlineCss)} (${kb(t.inlineCssRaw)}) / ${kb(budget.inlineCss)} | ${kb(t.css)} / ${kb(budget.externalCss)} |`,
  );
}
if (failures.length) {
  console.error(`\nJavaScript budget missed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log(`\nJavaScript budget met on ${figures.length} pages.`);
