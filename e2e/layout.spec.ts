import { expect, hydrated, test } from "./support/fixtures";
import { clippedText, horizontalScroll } from "./support/reflow";
import { CONTACT_EMAIL, fill, slider } from "../tools/support/spec-texts";

/**
 * Layout beyond what every page is checked for on its walks (e2e/every-page.spec.ts: no sideways
 * scrolling and no text cut off at 320 px and at 200% zoom, no page wider than a phone before it is
 * interactive, nothing moving for a visitor who asks for reduced motion): that the clipped-text check
 * can fail, search snippets of other pages' text, and the home slider held still.
 */

// The check itself must be able to fail: text cut off by its own box or by a hiding ancestor.
test("the clipped-text check notices cut-off text", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto("/about");
  await hydrated(page);
  expect(await clippedText(page)).toEqual([]);
  await page.getByRole("main").evaluate((main) => {
    main.insertAdjacentHTML(
      "afterbegin",
      `<p id="clip-p">A sentence far too long for its box</p>
       <div id="clip-div"><a href="/" id="clip-a">A link wider than its frame</a></div>`,
    );
    // Styled through the CSSOM: the CSP refuses style attributes.
    document.getElementById("clip-p")!.style.cssText = "width:80px;overflow:hidden;white-space:nowrap";
    document.getElementById("clip-div")!.style.cssText = "width:80px;overflow:hidden";
    document.getElementById("clip-a")!.style.cssText = "display:block;width:200px";
  });
  expect((await clippedText(page)).map((c) => c.tag)).toEqual(["p", "a"]);
});

/**
 * /search with a query shows snippets of other pages' text (the contact page's email and phone, which
 * once made it 400 px wide at 390), at both phone widths.
 */
const SNIPPET_SEARCH = `/search?q=${encodeURIComponent(CONTACT_EMAIL)}`;

for (const width of [320, 390]) {
  test(`search snippets fit a ${width} px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 720 });
    await page.goto(SNIPPET_SEARCH);
    await expect(page.getByRole("status")).toHaveText(/^\d+ results?$/);
    await expect(page.getByRole("main").getByRole("listitem").locator('a[href="/contact"]')).toBeVisible();
    expect(await horizontalScroll(page), `${SNIPPET_SEARCH} at ${width} px`).toBeLessThanOrEqual(0);
  });
}

test.describe("reduced motion", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("the home slider stays on its first slide", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-03-03T09:00:00Z") });
    await page.clock.pauseAt(new Date("2025-03-03T09:00:01Z"));
    await page.goto("/");
    // Untouched, React never loads for it: its plain script keeps it still and offers to play (issue 40).
    const carousel = page.getByRole("region", { name: slider.title });
    const current = carousel.locator('[aria-current="true"]');
    await expect(current).toHaveAccessibleName(fill(slider.goTo, { n: 1 }));
    await page.clock.runFor(8000);
    await expect(current).toHaveAccessibleName(fill(slider.goTo, { n: 1 }));
    await expect(carousel.getByRole("group", { name: `1 of ${slider.slides.length}` })).toBeVisible();
    await page.clock.runFor(slider.intervalMs * 3);
    await expect(current).toHaveAccessibleName(fill(slider.goTo, { n: 1 }));
    // It offers to play rather than pause, since it is not playing.
    await expect(carousel.getByRole("button", { name: slider.play })).toBeVisible();
  });
});
