import { expect, holdRequests, hydrated, test } from "./support/fixtures";

declare global {
  interface Window {
    /** Cumulative layout shift, summed by the observer the font test installs. */
    __shift: number;
  }
}

// What a reader on a slow phone sees first: the prerendered page, painted before any JavaScript is
// fetched (islands hydrate after the first paint or on first use, ADR 0013), in text that does not
// move when the web font arrives.

for (const path of ["/", "/blog/react-19-features-in-practice", "/webdev/frontend"]) {
  test(`${path} paints before its first script is requested, and its controls work`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    // A page with no island to hydrate is ready at load, which can come before its first paint.
    await page.waitForFunction(() => performance.getEntriesByName("first-paint").length > 0);
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? Infinity,
      firstScript: Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((e) => new URL(e.name).pathname.endsWith(".js"))
          .map((e) => e.startTime),
      ),
    }));
    expect(firstPaint).toBeLessThan(Infinity);
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint);
    // Interactive: the theme toggle switches the theme.
    const toggle = page.getByRole("button", { name: /^Colour theme/ });
    const before = await page.evaluate(() => document.documentElement.dataset.theme);
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/^Colour theme: Light/);
    expect(before).toBe("light");
  });
}

// The phone Lighthouse emulates; at this width the fallback font wrapped lines differently.
const LIGHTHOUSE_PHONE = { width: 412, height: 823 };

for (const path of ["/blog/react-19-features-in-practice", "/webdev/frontend"]) {
  test(`a web font that arrives late moves no text on ${path}`, async ({ page }) => {
    // Hold the font back until the page has painted in the fallback font.
    const release = await holdRequests(page, /\.woff2$/);
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!e.hadRecentInput) window.__shift += e.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.setViewportSize(LIGHTHOUSE_PHONE);
    // The held font keeps the load event waiting; the page paints without it.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const fontResponse = page.waitForResponse(/\.woff2$/);
    release();
    await fontResponse;
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => window.__shift)).toBeLessThanOrEqual(0.01);
  });
}
