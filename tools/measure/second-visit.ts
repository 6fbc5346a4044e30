/**
 * What a reader's browser fetches from the server on a first and a second visit to a page, now that
 * the service worker keeps the shell (issue 32, ADR 0036): counted at the server, as bytes written
 * to its sockets (headers and bodies, compressed as sent), so what the worker fetches for itself
 * counts as much as what the page asks for. The first visit includes the precache, fetched at idle
 * once the page has loaded; the second is the same page opened again a moment later.
 *
 *   node tools/measure/second-visit.ts [--write]     --write: the table in docs/performance.md
 */
import { SITE_ROOT } from "../../shared/build-layout.ts";
import { untilControlled } from "../support/deploys.ts";
import { launchChromium } from "../support/chromium.ts";
import { serveBuild } from "../support/page-js.ts";
import { writePerformanceSection } from "../support/performance-doc.ts";

const PAGES = ["/", "/blog", "/webdev/frontend"];
const KB = 1024;

/** Until the server has written nothing for a second and a half (at most 30 s). */
async function quiet(written: () => number) {
  const deadline = Date.now() + 30_000;
  let last = -1;
  while (Date.now() < deadline && written() !== last) {
    last = written();
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
}

const browser = await launchChromium();
const rows: string[] = [];
try {
  for (const page of PAGES) {
    const server = await serveBuild(SITE_ROOT);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "allow" });
    const tab = await context.newPage();
    await tab.goto(server.base + page);
    await untilControlled(tab, 30_000);
    await quiet(server.written);
    const first = server.written();
    await tab.goto(server.base + page);
    await quiet(server.written);
    const second = server.written() - first;
    rows.push(`| \`${page}\` | ${(first / KB).toFixed(1)} KB | ${(second / KB).toFixed(1)} KB |`);
    console.log(
      `second-visit: ${page}: first visit ${(first / KB).toFixed(1)} KB (with the precache), second ${(second / KB).toFixed(1)} KB`,
    );
    await context.close();
    server.close();
  }
} finally {
  await browser.close();
}
const table = [
  "| page | first visit, with the precache | second visit |",
  "| --- | --- | --- |",
  ...rows,
  "",
  `Measured ${new Date().toISOString().slice(0, 10)} by \`node tools/measure/second-visit.ts --write\`, Chromium at 390 × 844.`,
].join("\n");
if (process.argv.includes("--write")) writePerformanceSection("second-visit", table);
