import type { Page } from "@playwright/test";

declare global {
  interface Window {
    /** Cumulative layout shift since the page started, not counting shifts right after input. */
    __shift: number;
  }
}

/** From the next page loaded on: sums every layout shift that no input caused (CLS without its windows). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) window.__shift += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Counts from zero again on the page as it is: what follows alone. */
export async function resetLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => (window.__shift = 0));
}

/** The shift recorded so far, read after two frames, so a shift just laid out is counted. */
export async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => window.__shift);
}
