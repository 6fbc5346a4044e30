/**
 * Where a route's Largest Contentful Paint goes (issue 40, item 4): Lighthouse's mobile run (simulated
 * slow 4G and a 4× slower CPU, as `npm run check:lighthouse`), printed per route as LCP and FCP, the
 * LCP element, LCP's phases (time to first byte, resource load delay and duration, render delay) and
 * the requests before it with their simulated start and end, so the floor is visible.
 *   node tools/measure/lcp.ts [path …]        (default: the four representative routes, 3 runs each, median)
 */
import type { Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { lighthouseRun, REPRESENTATIVE_ROUTES } from "../support/lighthouse-run.ts";
import { serveSite } from "../support/serve-site.ts";

const paths = process.argv.slice(2).length ? process.argv.slice(2) : REPRESENTATIVE_ROUTES;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const site = await serveSite();
const { origin } = site;

type Table = { items?: Record<string, unknown>[] };
try {
  for (const path of paths) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(origin + path));
    const lhr = computeMedianRun(runs);
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    const lcps = runs
      .map((r) => Math.round(r.audits["largest-contentful-paint"]?.numericValue ?? NaN))
      .sort((a, b) => a - b);
    console.log(
      `\n${path}: LCP ${ms("largest-contentful-paint")} ms (runs ${lcps.join(", ")}), FCP ${ms("first-contentful-paint")} ms, TBT ${ms("total-blocking-time")} ms`,
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
      `  main thread (4× CPU, simulated): ${work.map((w) => `${String(w.groupLabel ?? w.group)} ${Math.round(Number(w.duration))} ms`).join(", ")}`,
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
} finally {
  await site.stop();
}
