/**
 * Lighthouse (mobile preset) on the built site, served by the production server on a free port.
 *   node tools/check/lighthouse.ts                 the four representative routes, one run each, with budgets (npm test)
 *   node tools/check/lighthouse.ts --all --write   every route; writes the table to docs/performance.md
 *   LIGHTHOUSE_RUNS=N                          runs per route (the median run is reported)
 * The gate is what cannot flake on a busy machine: accessibility, best practices and SEO at 100 (their
 * audits are pass/fail checks of the page, not timings) and CLS <= 0.01 (layout, not time; a run over
 * it is measured twice more and the median judged, below); a page that asks not to be indexed is
 * judged on every SEO audit but "is-crawlable" (tools/support/lighthouse-seo.ts). The
 * performance score, LCP and TBT are derived from timings, which move by tens of percent from run to
 * run on this shared 2-core machine (TBT 32–58 ms on one page): they are printed, and
 * docs/performance.md keeps their table and spread, but they fail nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Result } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { builtPages } from "../../shared/pages.ts";
import { lighthouseRun, REPRESENTATIVE_ROUTES } from "../support/lighthouse-run.ts";
import { serveSite } from "../support/serve-site.ts";
import { writePerformanceSection } from "../support/performance-doc.ts";
import { asksNoIndex, seoMisses } from "../support/lighthouse-seo.ts";
import { SITE_ROOT } from "../../shared/build-layout.ts";
import { requireSystemPackages } from "../support/system-packages.ts";

requireSystemPackages(["chromium"]);

const root = SITE_ROOT;
const all = process.argv.includes("--all");
const write = process.argv.includes("--write");
const BUDGET = { scores: 100, cls: 0.01 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);

const site = await serveSite({ root });
const { origin } = site;

interface Row {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Asks not to be indexed: SEO judged without "is-crawlable". */
  noindex: boolean;
  /** SEO audits that count and failed (for a noindex page, "is-crawlable" aside). */
  seoMisses: string[];
  lcp: number;
  cls: number;
  tbt: number;
}

const pages = builtPages(root);
const paths = all ? pages.map((p) => p.path) : REPRESENTATIVE_ROUTES;
/** Whether the built page at `urlPath` asks search engines not to index it. */
const pageAsksNoIndex = (urlPath: string) => {
  const page = pages.find((p) => p.path === urlPath);
  return !!page && asksNoIndex(readFileSync(path.join(root, page.file), "utf8"));
};
const rows: Row[] = [];
/** The SEO score as Lighthouse gives it, marked where the page asks not to be indexed. */
const seoCell = (row: Row) => (row.noindex ? `${row.seo} (noindex)` : String(row.seo));
try {
  for (const p of paths) {
    // Lighthouse's own advice for noisy metrics: several runs, report the median one (its
    // computeMedianRun). A run without a paint event (the tool failing, not the page) is dropped.
    const runs: Result[] = [];
    // A page whose one run misses the CLS budget is measured twice more and judged by its median:
    // on a busy CPU the web font can land inside its block period and the title be laid out again
    // (0.014 on the article page in one run of four under load, 0 on a quiet machine), while a
    // shift in the page's own layout misses every run.
    let wanted = RUNS;
    const clsOf = (run: Result) => run.audits["cumulative-layout-shift"]?.numericValue ?? 0;
    for (let attempt = 0; runs.length < wanted && attempt < wanted + 2; attempt++) {
      const lhr = await lighthouseRun(`${origin}${p}`);
      if (filterToValidRuns([lhr]).length) runs.push(lhr);
      else
        console.log(
          `  ${p}: Lighthouse could not measure this run (${lhr.runtimeError?.code ?? "no paint"}); running again`,
        );
      if (runs.length === RUNS && wanted === RUNS && RUNS < 3 && runs.some((run) => clsOf(run) > BUDGET.cls)) {
        console.log(
          `  ${p}: CLS ${clsOf(runs.at(-1)!).toFixed(3)} over the budget; measuring twice more for the median`,
        );
        wanted = 3;
      }
    }
    if (runs.length === 0) throw new Error(`lighthouse: no valid run for ${p}`);
    const lhr = computeMedianRun(runs) as Result;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const noindex = pageAsksNoIndex(p);
    const row: Row = {
      path: p,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      noindex,
      seoMisses: seoMisses(lhr, noindex),
      lcp: Math.round(audit("largest-contentful-paint")),
      // Lighthouse's median run is chosen by its timings; the layout is judged by the median CLS.
      cls: Number(
        runs
          .map(clsOf)
          .sort((a, b) => a - b)
          [Math.floor((runs.length - 1) / 2)]!.toFixed(3),
      ),
      tbt: Math.round(audit("total-blocking-time")),
    };
    rows.push(row);
    console.log(
      `lighthouse ${p}${runs.length > 1 ? ` (median of ${runs.length})` : ""}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${seoCell(row)}, LCP ${row.lcp} ms, CLS ${row.cls}, TBT ${row.tbt} ms`,
    );
    for (const [id, a] of Object.entries(lhr.audits)) {
      if (a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        console.log(`  failing audit ${id}: ${a.title}`);
    }
  }
} finally {
  await site.stop();
}

const failures = rows.flatMap((r) => {
  const f: string[] = [];
  if (r.accessibility < BUDGET.scores) f.push(`accessibility ${r.accessibility}`);
  if (r.bestPractices < BUDGET.scores) f.push(`best practices ${r.bestPractices}`);
  if (r.noindex ? r.seoMisses.length : r.seo < BUDGET.scores) f.push(`SEO ${r.seo} (${r.seoMisses.join(", ")})`);
  if (r.cls > BUDGET.cls) f.push(`CLS ${r.cls}`);
  return f.length ? [`${r.path}: ${f.join(", ")}`] : [];
});

if (write) {
  const table = [
    "| route | performance | accessibility | best practices | SEO | LCP (ms) | CLS | TBT (ms) |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${seoCell(r)} | ${r.lcp} | ${r.cls} | ${r.tbt} |`,
    ),
  ].join("\n");
  writePerformanceSection("lighthouse", table);
}

if (failures.length) console.error(`lighthouse budget missed:\n  ${failures.join("\n  ")}`);
console.log(`lighthouse: ${rows.length - failures.length} passed, ${failures.length} failed`);
if (failures.length) process.exit(1);
