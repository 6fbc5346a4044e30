import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";
import { inChunks, onePerTemplate, pagePaths, templatePaths } from "../tools/support/site";
import { CONTACT_EMAIL, fill, slider } from "../tools/support/spec-texts";

/**
 * Every page at the narrowest phone width (320 px), and every page but the archive lists beyond the
 * first of each kind at 200% zoom of a 1280 × 800 window (640 × 400 CSS pixels, WCAG 1.4.10 reflow):
 * no sideways scrolling and no text cut off. Then one page of each template for a visitor who asks
 * for reduced motion: what moves (transitions, animations, smooth scrolling) is the template's CSS,
 * the same on every page made from it. Pages are split into chunks so the workers share them.
 */
const CHUNK = 7;

interface Clipped {
  text: string;
  tag: string;
  why: string;
}

/** Headings, paragraphs, links, buttons and labels whose visible text is cut off by a hidden overflow. */
function clippedText(page: Page): Promise<Clipped[]> {
  return page.evaluate(() => {
    const hides = (s: CSSStyleDeclaration) => ["hidden", "clip"].includes(s.overflowX) || s.textOverflow === "ellipsis";
    // Visually hidden text (the sr-only pattern) is meant to be out of sight.
    const srOnly = (el: Element, r: DOMRect) =>
      r.width <= 1 ||
      r.height <= 1 ||
      getComputedStyle(el).clipPath !== "none" ||
      getComputedStyle(el).clip.startsWith("rect");
    const out: { text: string; tag: string; why: string }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      "h1, h2, h3, h4, h5, h6, p, a, button, label, li, dt, dd, figcaption, td, th",
    )) {
      const text = el.innerText?.trim();
      if (!text || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const rect = el.getBoundingClientRect();
      if (srOnly(el, rect)) continue;
      const style = getComputedStyle(el);
      const report = (why: string) => out.push({ text: text.slice(0, 60), tag: el.tagName.toLowerCase(), why });
      if (hides(style) && el.scrollWidth > el.clientWidth + 1) {
        report(`scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`);
        continue;
      }
      // Text sticking out of an ancestor that hides its overflow is cut off there.
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (!hides(s)) continue;
        const box = a.getBoundingClientRect();
        if (srOnly(a, box)) break;
        if (rect.left < box.left - 1 || rect.right > box.right + 1)
          report(`sticks out of an overflow:${s.overflowX} ${a.tagName.toLowerCase()}`);
        break;
      }
    }
    return out;
  });
}

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

/** Sideways scrolling on the page as it is now, in CSS pixels (0 when none). */
const horizontalScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

for (const [name, viewport, paths] of [
  // Every page: a long word, address or email anywhere in a page's text must wrap, not widen it.
  ["320 px", { width: 320, height: 720 }, pagePaths],
  ["640 × 400 (200% zoom of 1280 × 800)", { width: 640, height: 400 }, templatePaths],
] as const) {
  test.describe(`reflow at ${name}`, () => {
    test.use({ viewport });
    for (const chunk of inChunks(paths, 10)) {
      test(`no horizontal scroll and no clipped text: ${chunk[0]} …`, async ({ page }) => {
        for (const path of chunk) {
          await page.goto(path);
          await hydrated(page);
          expect(await horizontalScroll(page), `${path}: horizontal scroll`).toBeLessThanOrEqual(0);
          expect(await clippedText(page), `${path}: clipped text`).toEqual([]);
        }
      });
    }
  });
}

/**
 * Every built page at a common phone width too, before it is interactive: a long word, address or
 * email anywhere in a page's text wraps instead of widening the page. One page goes from page to
 * page, so the loads stay quick. /search with a query shows snippets of other pages' text (the
 * contact page's email and phone, which once made it 400 px wide at 390), at both widths.
 */
const SNIPPET_SEARCH = `/search?q=${encodeURIComponent(CONTACT_EMAIL)}`;

test("no page is wider than a 390 px screen", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 720 });
  const wider: string[] = [];
  for (const path of pagePaths) {
    await page.goto(path);
    const extra = await horizontalScroll(page);
    if (extra > 0) wider.push(`${path}: ${extra} px`);
  }
  expect(wider, "pages wider than 390 px").toEqual([]);
});

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

  for (const chunk of inChunks(onePerTemplate, CHUNK)) {
    test(`no smooth scrolling and no running animation: ${chunk[0]} …`, async ({ page }) => {
      for (const path of chunk) {
        await page.goto(path);
        await hydrated(page);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), path).toBe("auto");
        const moving = await page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.playState === "running")
            .map((a) => {
              const timing = a.effect?.getComputedTiming();
              const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
              return {
                name:
                  a instanceof CSSAnimation
                    ? a.animationName
                    : a instanceof CSSTransition
                      ? `transition ${a.transitionProperty}`
                      : a.id,
                duration: Number(timing?.duration ?? 0),
                iterations: timing?.iterations ?? 1,
                target: target ? `${target.tagName.toLowerCase()}.${String(target.className).slice(0, 60)}` : "",
              };
            })
            .filter((a) => a.duration > 10 || a.iterations === Infinity),
        );
        expect(moving, `${path}: running animations`).toEqual([]);
      }
    });
  }
});
