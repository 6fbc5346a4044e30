/**
 * What one page requests as a reader meets it: every script it asks for until the network is idle
 * (counted at its gzip size), then every further one while the wheel scrolls it to its end and back
 * (issue 29), the scripts requested before its first contentful paint, its inline island props and
 * its CSS. Shared by the JavaScript budget (tools/check/js-budget.ts) and
 * the scale benchmark (tools/measure/scale.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { BrowserContext, Page } from "@playwright/test";
import { NOT_FOUND_FILE } from "../../shared/pages.ts";
import type { PageJsFigures } from "./budgets.ts";

/** The figures of `pagePath` on the site at `base`, served from the build at `root`. */
export async function measurePageJs(
  context: BrowserContext,
  base: string,
  root: string,
  pagePath: string,
  { scroll = true } = {},
): Promise<PageJsFigures> {
  const gzipSize = (url: string) => gzipSync(readFileSync(path.join(root, url)), { level: 9 }).length;
  const page = await context.newPage();
  const scripts: string[] = [];
  const styles: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    if (request.resourceType() === "stylesheet") styles.push(new URL(request.url()).pathname);
  });
  const network = await watchNetwork(page);
  // The pointer rests over the middle of the screen before the page arrives, as a reader's hand on a
  // mouse does, and never moves: content scrolled under it is not pointed at (issue 40).
  if (scroll) await page.mouse.move(page.viewportSize()!.width / 2, page.viewportSize()!.height / 2);
  await page.goto(base + pagePath, { waitUntil: "load" });
  await page.evaluate(afterHydrationTriggers);
  // Then the quiet window of Playwright's "networkidle": the islands' scripts have been asked for.
  await network.settled(500);
  const onLoad = scripts.length;
  // A reader who only reads: the wheel, turned over the text, to the page's end and back to the top.
  if (scroll) {
    await scrollToEndAndBack(page);
    await network.settled(500);
  }
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
    const early = performance
      .getEntriesByType("resource")
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"))
      .filter((e) => e.startTime < fcp)
      .map((e) => new URL(e.name).pathname);
    const props = [...document.querySelectorAll("astro-island")].reduce(
      (sum, el) => sum + (el.getAttribute("props")?.length ?? 0),
      0,
    );
    const inline = [...document.scripts]
      .filter((s) => !s.src && ["", "module", "text/javascript"].includes(s.type))
      .map((s) => s.textContent ?? "");
    return { early, props, inline };
  });
  await page.close();
  const file = pagePath.startsWith("/this-page") ? NOT_FOUND_FILE : undefined;
  const sized = (urls: string[]) =>
    [...new Set(urls)].map((url) => ({ url, gzip: gzipSize(url) })).sort((a, b) => b.gzip - a.gzip);
  return {
    path: file ? "/404" : pagePath,
    scripts: sized(scripts.slice(0, onLoad)),
    ...(scroll && { scrolled: sized(scripts.slice(onLoad)) }),
    beforePaint: timing.early,
    inlineProps: timing.props,
    inlineScripts: timing.inline,
    css: [...new Set(styles)].reduce((sum, url) => sum + gzipSize(url), 0),
  };
}

/**
 * Turns the mouse wheel where the pointer rests (the middle of the screen), a screen at a time, until the page's end, then
 * back to its top, waiting a frame between turns as a reader's wheel would: what a reader who only
 * reads makes the page do (the header hides and comes back; islands come into view).
 */
async function scrollToEndAndBack(page: Page) {
  const { height } = page.viewportSize()!;
  const scrollY = () => page.evaluate(() => window.scrollY);
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (const [direction, done] of [
    [1, (y: number) => y >= end - 1],
    [-1, (y: number) => y <= 0],
  ] as const) {
    for (let turn = 0; turn < 200 && !done(await scrollY()); turn++) {
      await page.mouse.wheel(0, direction * height * 0.8);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
  }
}

/** `settled(quietMs)`: until nothing has been in flight for `quietMs` (1 s unless told), at most 30 s. */
export type Network = { bytes: number; settled: (quietMs?: number) => Promise<void> };

/**
 * Bytes transferred on the page from now on (headers included, as received), of every request or
 * of those whose path `counts`, and a wait until its network has been quiet for a while.
 */
export async function watchNetwork(page: Page, counts: (pathname: string) => boolean = () => true): Promise<Network> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const inFlight = new Set<string>();
  const counted = new Set<string>();
  let lastEvent = performance.now();
  const network: Network = {
    bytes: 0,
    async settled(quietMs = 1000) {
      const deadline = performance.now() + 30_000;
      while (performance.now() < deadline && (inFlight.size || performance.now() - lastEvent < quietMs))
        await new Promise((r) => setTimeout(r, 100));
    },
  };
  cdp.on("Network.requestWillBeSent", (e) => {
    inFlight.add(e.requestId);
    if (counts(new URL(e.request.url).pathname)) counted.add(e.requestId);
    lastEvent = performance.now();
  });
  cdp.on("Network.loadingFinished", (e) => {
    inFlight.delete(e.requestId);
    if (counted.delete(e.requestId)) network.bytes += e.encodedDataLength;
    lastEvent = performance.now();
  });
  cdp.on("Network.loadingFailed", (e) => {
    inFlight.delete(e.requestId);
    counted.delete(e.requestId);
    lastEvent = performance.now();
  });
  return network;
}

/**
 * Resolves once every island that hydrates without the reader has asked for its script: after the
 * first contentful paint, two frames (an island "in view" is observed after that paint) and an idle
 * callback queued behind the islands' own ("idle" ones ask once the page has painted). Waiting for
 * the network alone is not enough: on a busy machine the page can paint more than the quiet window
 * after its last request, and the islands' scripts were then missed (a home page measured at 0 KB).
 */
function afterHydrationTriggers(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve())));
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      idle();
    }).observe({ type: "paint", buffered: true });
  });
}
