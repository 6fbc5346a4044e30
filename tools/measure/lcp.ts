/**
 * Where a route's Largest Contentful Paint goes (issue 40, item 4): Lighthouse's mobile run (simulated
 * slow 4G and a 4× slower CPU, as `npm run check:lighthouse`), printed per route as LCP and FCP, the
 * LCP element, LCP's phases (time to first byte, resource load delay and duration, render delay) and
 * the requests before it with their simulated start and end, so the floor is visible. With an anchor
 * (issue 47: AstroWind's build, docs/performance.md says how to make it), each page type is measured
 * on both sites in turns (ours, the anchor's, ours…), so both see the same machine, and the run ends
 * with one table: LCP and FCP per page type, ours and the anchor's, medians. Milliseconds on this
 * shared machine move by tens of percent (ADR 0042): printed, never gated.
 *   npm run measure:lcp                          the four representative routes, 3 runs each, median
 *   npm run measure:lcp -- --anchor DIR          the same beside AstroWind's pages of each type
 *   npm run measure:lcp -- --runs 5 PATH …       more runs, other pages (of ours only)
 *   npm run measure:lcp -- --cpu 1               the same network, the CPU unthrottled: what is left is
 *                                                the network's part (docs/performance.md, issue 47)
 */
import { parseArgs } from "node:util";
import type { Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { lighthouseRun, REPRESENTATIVE_ROUTES } from "../support/lighthouse-run.ts";
import { serveSite } from "../support/serve-site.ts";
import { serveFolder } from "../support/serve-folder.ts";
import { requireSystemPackages } from "../support/system-packages.ts";

requireSystemPackages(["chromium"]);

const { values: options, positionals } = parseArgs({
  options: {
    anchor: { type: "string" },
    cpu: { type: "string" },
    runs: { type: "string", default: process.env.LIGHTHOUSE_RUNS ?? "3" },
  },
  allowPositionals: true,
});
/** Each page type's page on AstroWind: its home, blog list, an article; it has no course guide, so its About. */
const ANCHOR_PAGES: Record<string, string> = {
  "/": "/",
  "/blog": "/blog",
  "/blog/react-19-features-in-practice": "/useful-resources-to-create-websites",
  "/webdev/frontend": "/about",
};
const PAGE_TYPES: Record<string, string> = {
  "/": "home",
  "/blog": "blog list",
  "/blog/react-19-features-in-practice": "an article",
  "/webdev/frontend": "a course guide",
};
const paths = positionals.length ? positionals : REPRESENTATIVE_ROUTES;
const RUNS = Number(options.runs);
const cpuSlowdown = options.cpu === undefined ? undefined : Number(options.cpu);
const site = await serveSite();
const { origin } = site;
const anchor = options.anchor ? await serveFolder(options.anchor) : undefined;

const ms = (lhr: Result, id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
const sorted = (runs: Result[], id: string) => runs.map((r) => ms(r, id)).sort((a, b) => a - b);
const spread = (runs: Result[], id: string) => sorted(runs, id).join(", ");
/** The median of one metric over the runs (the table's figure; Lighthouse's median run balances two). */
const median = (runs: Result[], id: string) => sorted(runs, id)[Math.floor(runs.length / 2)];
const LCP = "largest-contentful-paint";
const FCP = "first-contentful-paint";
const rows: string[] = [];

/**
 * A run that saw the page paint: on a loaded machine Lighthouse now and then ends a run without a
 * first contentful paint (NO_FCP), which its median cannot use; such a run is made again, twice at most.
 */
async function paintedRun(url: string): Promise<Result> {
  let lhr = await lighthouseRun(url, { cpuSlowdown });
  for (let retry = 0; retry < 2 && lhr.audits["first-contentful-paint"]?.numericValue === undefined; retry++) {
    console.log(`  (${url}: no first paint in this run, ${lhr.runtimeError?.code ?? "no error code"}; run again)`);
    lhr = await lighthouseRun(url, { cpuSlowdown });
  }
  return lhr;
}

type Table = { items?: Record<string, unknown>[] };
try {
  for (const path of paths) {
    const runs: Result[] = [];
    const theirs: Result[] = [];
    const anchorPath = ANCHOR_PAGES[path];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await paintedRun(origin + path));
      if (anchor && anchorPath) theirs.push(await paintedRun(anchor.base + anchorPath));
    }
    const lhr = computeMedianRun(runs);
    rows.push(
      `| ${PAGE_TYPES[path] ?? path} \`${path}\` | ${median(runs, LCP)} / ${median(runs, FCP)} (LCP ${spread(runs, LCP)}; FCP ${spread(runs, FCP)}) |` +
        (theirs.length
          ? ` ${median(theirs, LCP)} / ${median(theirs, FCP)} (LCP ${spread(theirs, LCP)}; FCP ${spread(theirs, FCP)}; \`${anchorPath}\`) |`
          : anchor
            ? " – |"
            : ""),
    );
    console.log(
      `\n${path}: LCP ${ms(lhr, "largest-contentful-paint")} ms (runs ${spread(runs, "largest-contentful-paint")}), FCP ${ms(lhr, "first-contentful-paint")} ms (runs ${spread(runs, "first-contentful-paint")}), TBT ${ms(lhr, "total-blocking-time")} ms`,
    );
    // The insight's phases are the run as observed (unthrottled); LCP above is Lantern's simulation of it.
    const breakdown = lhr.audits["lcp-breakdown-insight"]?.details as
      { items?: (Table & { type?: string; selector?: string; snippet?: string })[] } | undefined;
    for (const part of breakdown?.items ?? []) {
      if (part.type === "node") console.log(`  element: ${part.selector ?? ""} ${(part.snippet ?? "").slice(0, 90)}`);
      for (const row of part.items ?? [])
        if ("duration" in row)
          console.log(`  ${String(row.label ?? row.subpart)} (observed): ${Math.round(Number(row.duration))} ms`);
    }
    const work = (lhr.audits["mainthread-work-breakdown"]?.details as Table | undefined)?.items ?? [];
    console.log(
      `  main thread (${cpuSlowdown ?? 4}× CPU, simulated): ${work.map((w) => `${String(w.groupLabel ?? w.group)} ${Math.round(Number(w.duration))} ms`).join(", ")}`,
    );
    const long = (lhr.audits["long-tasks"]?.details as Table | undefined)?.items ?? [];
    console.log(
      `  long tasks: ${long.map((t) => `${String(t.url).replace(origin, "")} at ${Math.round(Number(t.startTime))} for ${Math.round(Number(t.duration))} ms`).join("; ")}`,
    );
    const requests = (lhr.audits["network-requests"]?.details as Table | undefined)?.items ?? [];
    console.log("  requests as observed, before the simulation: type, start–end, transfer, priority, path");
    for (const r of requests.slice(0, 8)) {
      const name = String(r.url).replace(origin, "");
      console.log(
        `  ${String(r.resourceType).padEnd(10)} ${String(Math.round(Number(r.networkRequestTime))).padStart(6)}–${String(Math.round(Number(r.networkEndTime))).padStart(6)} ms  ${String(Math.round(Number(r.transferSize) / 102.4) / 10).padStart(5)} KB  ${r.priority ?? ""}  ${name.slice(0, 70)}`,
      );
    }
  }
  console.log(
    `\nLighthouse mobile (simulated slow 4G, ${cpuSlowdown ?? 4}× CPU), median of ${RUNS}${anchor ? `, in turns with ${options.anchor}` : ""}:`,
  );
  console.log(
    `| page type | ours: LCP / FCP, ms (each run) |${anchor ? " AstroWind, same run: LCP / FCP, ms (each run) |" : ""}`,
  );
  console.log(`| --- | --- |${anchor ? " --- |" : ""}`);
  for (const row of rows) console.log(row);
} finally {
  await site.stop();
  anchor?.close();
}
