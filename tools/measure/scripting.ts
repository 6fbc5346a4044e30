/**
 * Main-thread scripting as a slow phone spends it (issue 40, item 3): Chromium at 390×844, the CPU
 * throttled 4×, each page loaded untouched in a fresh context, ScriptDuration read from the DevTools
 * protocol (Performance.getMetrics) two seconds after load. Our `/` and `/blog` are measured side by
 * side with an anchor of the same page type, in turns (ours, anchor, ours, anchor…), so both see the
 * same machine; the medians and their ratio are printed. ADR 0042 says why this prints and never gates:
 * milliseconds on a shared 2-core machine move by tens of percent from run to run, and check:js-budget
 * gates the bytes that cause them.
 *   npm run measure:scripting                        the anchor is /about, our page that costs what AstroWind's do
 *   npm run measure:scripting -- --anchor DIR        the anchor is AstroWind's build in DIR (docs/performance.md says how to make it)
 *   npm run measure:scripting -- --runs 7 PATH…      more turns, other pages
 */
import path from "node:path";
import { parseArgs } from "node:util";
import type { Browser } from "@playwright/test";
import { launchChromium } from "../support/chromium.ts";
import { serveSite } from "../support/serve-site.ts";
import { serveFolder } from "../support/serve-folder.ts";
import { requireSystemPackages } from "../support/system-packages.ts";

requireSystemPackages(["chromium"]);

const { values: options, positionals } = parseArgs({
  options: { anchor: { type: "string" }, runs: { type: "string", default: "5" } },
  allowPositionals: true,
});
const paths = positionals.length ? positionals : ["/", "/blog"];
const RUNS = Number(options.runs);
const SETTLE_MS = 2000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds of script the page's main thread ran from navigation to SETTLE_MS after load. */
async function scripting(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Performance.enable");
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS);
  const { metrics } = await cdp.send("Performance.getMetrics");
  await context.close();
  return (metrics.find((m) => m.name === "ScriptDuration")?.value ?? 0) * 1000;
}

const ours = await serveSite();
const anchorServer = options.anchor ? await serveFolder(path.resolve(options.anchor)) : undefined;
const anchorName = options.anchor ? `AstroWind (${options.anchor})` : "our /about";
const anchorUrl = (pagePath: string) => (anchorServer ? anchorServer.base + pagePath : `${ours.origin}/about`);
const browser = await launchChromium();
try {
  // One load of each first: the server's and the browser's first-use costs stay out of the medians.
  for (const pagePath of paths)
    await Promise.all([scripting(browser, ours.origin + pagePath), scripting(browser, anchorUrl(pagePath))]);
  console.log(
    `scripting at 4× CPU, 390 px, ${SETTLE_MS / 1000} s after load, median of ${RUNS} turns; anchor: ${anchorName}`,
  );
  console.log("| page | ours, ms | anchor, ms | ratio |\n| --- | --- | --- | --- |");
  for (const pagePath of paths) {
    const mine: number[] = [];
    const theirs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      mine.push(await scripting(browser, ours.origin + pagePath));
      theirs.push(await scripting(browser, anchorUrl(pagePath)));
    }
    const [a, b] = [median(mine), median(theirs)];
    console.log(
      `| ${pagePath} | ${a.toFixed(0)} (${Math.min(...mine).toFixed(0)}–${Math.max(...mine).toFixed(0)}) | ${b.toFixed(0)} (${Math.min(...theirs).toFixed(0)}–${Math.max(...theirs).toFixed(0)}) | ${(a / b).toFixed(2)} |`,
    );
  }
} finally {
  await browser.close();
  await ours.stop();
  anchorServer?.close();
}
