/**
 * What a reader's browser fetches from the server on a first and a second visit to a page, now that
 * the service worker keeps the shell (issue 32, ADR 0036): counted at the server, as the bytes npm
 * start's server sends on its connections (headers and bodies, compressed as sent; a relay in front
 * of it counts them), so what the worker fetches for itself counts as much as what the page asks for. The first visit includes the precache, fetched at idle
 * once the page has loaded; the second is the same page opened again a moment later.
 *
 *   node tools/measure/second-visit.ts [--write]     --write: the table in docs/performance.md
 */
import { connect, createServer, type AddressInfo } from "node:net";
import { untilControlled } from "../support/deploys.ts";
import { launchChromium } from "../support/chromium.ts";
import { writePerformanceSection } from "../support/performance-doc.ts";
import { serveSite } from "../support/serve-site.ts";
import { requireSystemPackages } from "../support/system-packages.ts";

requireSystemPackages(["chromium"]);

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

/** A TCP relay to the server on `port` that counts every byte the server sends through it. */
async function countingRelay(port: number): Promise<{ base: string; written: () => number; close: () => void }> {
  let written = 0;
  const relay = createServer((client) => {
    const server = connect(port, "127.0.0.1");
    server.on("data", (chunk: Buffer) => (written += chunk.length));
    client.pipe(server).pipe(client);
    for (const socket of [client, server]) socket.on("error", () => [client, server].forEach((s) => s.destroy()));
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(relay.address() as AddressInfo).port}`,
    written: () => written,
    close: () => relay.close(),
  };
}

const site = await serveSite();
const browser = await launchChromium();
const rows: string[] = [];
try {
  for (const page of PAGES) {
    // A relay of its own for each page: a fresh count, and an origin the browser has never seen.
    const server = await countingRelay(site.port);
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
  await site.stop();
}
const table = [
  "| page | first visit, with the precache | second visit |",
  "| --- | --- | --- |",
  ...rows,
  "",
  `Measured ${new Date().toISOString().slice(0, 10)} by \`node tools/measure/second-visit.ts --write\`, Chromium at 390 × 844.`,
].join("\n");
if (process.argv.includes("--write")) writePerformanceSection("second-visit", table);
