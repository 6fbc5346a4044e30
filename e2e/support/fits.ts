/**
 * The check every screen gets: it fits the screen (no horizontal scroll) and axe finds no violation
 * (the WCAG rules of e2e/support/a11y.ts), on a phone and a desktop or at 320 px.
 */
import type { Page } from "@playwright/test";
import { axeViolations } from "./a11y";
import { DESKTOP, expect, MOBILE, test } from "./fixtures";

/** The page is no wider than `width`, and axe finds nothing in it (or inside `include`); `what` names the page in a failure. */
export async function expectFitsAndPassesAxe(
  page: Page,
  width: number,
  { include, what }: { include?: string; what?: string } = {},
) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(width);
  expect(await axeViolations(page, include), what).toEqual([]);
}

/**
 * Two tests of the page the file's beforeEach opened, on a phone and on a desktop: after `prepare`
 * (a state worth checking: errors showing, say), no horizontal scroll and no axe violations in its
 * main content. `title` goes before the tests' own names.
 */
export function testFitsAndPassesAxe({
  title = "",
  prepare,
}: { title?: string; prepare?: (page: Page) => Promise<void> } = {}) {
  for (const [label, viewport] of [
    ["phone", MOBILE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`${title}no horizontal scroll and no axe violations on the ${label}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await prepare?.(page);
      await expectFitsAndPassesAxe(page, viewport.width, { include: "main" });
    });
  }
}
