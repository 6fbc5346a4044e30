import { DESKTOP, expect, holdRequests, hydrated, MOBILE, test } from "./support/fixtures";
import { FIRST_SCREEN_PATHS, firstScreen, screenDifferences } from "../tools/support/first-screen";
import { layoutShift, recordLayoutShifts, resetLayoutShifts } from "./support/layout-shift";

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
    await recordLayoutShifts(page);
    await page.setViewportSize(LIGHTHOUSE_PHONE);
    // The held font keeps the load event waiting; the page paints without it.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const fontResponse = page.waitForResponse(/\.woff2$/);
    release();
    await fontResponse;
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });
}

// Issue 47: each page carries its own CSS in its HTML; the linked stylesheet (what a pointer, paper or
// a script's later rendering needs) never holds up the first paint and moves nothing when it arrives
// (ADR 0047). Its request is held while the first screen is read, then let through: the screen is the
// same, element by element (box and computed look), and no layout shift is recorded, in light and dark.
// The Firefox and WebKit smoke suites check the same by switching the stylesheet off in the page.
for (const viewport of [MOBILE, DESKTOP])
  for (const colorScheme of ["light", "dark"] as const)
    test(`the first screens are whole before the stylesheet arrives, ${viewport.width} px, ${colorScheme}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await recordLayoutShifts(page);
      for (const path of FIRST_SCREEN_PATHS) {
        // No web font: whenever it landed, it would move text between the two readings (the test above
        // is about it); this one is about the stylesheet alone.
        await holdRequests(page, /\.woff2$/);
        const release = await holdRequests(page, /\/assets\/[^/]+\.css$/);
        const arrived = page.waitForResponse(/\/assets\/[^/]+\.css$/);
        // Held, the stylesheet holds up DOMContentLoaded (it is the body's last element), not the paint.
        await page.goto(path, { waitUntil: "commit" });
        await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
        const before = await page.evaluate(firstScreen);
        // From here on, only what the stylesheet's arrival moves (a late web font is the test above's).
        await resetLayoutShifts(page);
        release();
        await arrived;
        // Applied (the load event waits for the held font, so it is not the sign).
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLLinkElement>("link[rel='stylesheet']")].every((link) => link.sheet),
        );
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const after = await page.evaluate(firstScreen);
        expect(screenDifferences(before, after), path).toEqual([]);
        expect(before.length, path).toBeGreaterThan(10);
        expect(await layoutShift(page), path).toBe(0);
        await page.unrouteAll();
      }
    });
