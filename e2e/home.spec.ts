import type { Page } from "@playwright/test";
import { expect, hydrated, islandHydrated, test } from "./support/fixtures";
import { BRAND, FEATURED_CONTENT, HERO_ACTIONS, WEBDEV_LANDING } from "../tools/support/spec-texts";

const CHIPS = ["AI Assistant", "Cybersecurity", "Marketing Growth", "Motivation Hub"];
const STAT_VALUES = ["10K+", "500+", "95%", "24/7"];
const STAT_LABELS = ["Community Members", "Articles Published", "User Satisfaction", "Learning Support"];
const INTERVAL = 7000;

function carousel(page: Page) {
  return page.getByRole("region", { name: "Editor's Picks" });
}

function slide(page: Page, n: number) {
  return carousel(page).getByRole("group", { name: `${n} of 3` });
}

/** Slide n is the one shown: visible, its dot marked current, the others hidden and unmarked. */
async function expectSlide(page: Page, n: number) {
  for (let i = 1; i <= 3; i++) {
    const dot = carousel(page).getByRole("button", { name: `Go to slide ${i}` });
    if (i === n) {
      await expect(dot).toHaveAttribute("aria-current", "true");
      await expect(slide(page, i)).toBeVisible();
    } else {
      await expect(dot).not.toHaveAttribute("aria-current", /.*/);
      await expect(carousel(page).getByRole("group", { name: `${i} of 3`, includeHidden: true })).toBeHidden();
    }
  }
}

/**
 * Loads the page with the fake clock stopped, so the slider's timer starts at a known instant and
 * `runFor` alone decides when it fires. Nothing waits for React: the slider's plain script turns it
 * from load, and React comes with the first touch (issue 40).
 */
async function gotoWithStoppedClock(page: Page) {
  await page.clock.install({ time: new Date("2025-03-03T09:00:00Z") });
  await page.clock.pauseAt(new Date("2025-03-03T09:00:01Z"));
  await page.goto("/");
}

/** The slider's island is still as built: no React has loaded for it. */
const sliderUntouched = (page: Page) =>
  expect(page.locator("astro-island:has(#highlights)")).toHaveAttribute("ssr", "");

/** Takes the pointer and focus away from the slider, the two things that pause it. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

function consoleLog(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "log") messages.push(msg.text());
  });
  return messages;
}

test.describe("home page content", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
  });

  test("has one h1, the four topic chips and the four stats, word for word", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Learn the technology that shapes tomorrow");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const chips = page.getByRole("list", { name: "Topics we cover" }).getByRole("listitem");
    await expect(chips).toHaveText(CHIPS);
    for (const chip of await chips.all()) await expect(chip).toBeVisible();

    const stats = page.getByRole("region", { name: `${BRAND} in numbers` });
    // Read in the order of docs/product.md#home, number first: "10K+ Community Members".
    await expect(stats.getByRole("listitem")).toHaveText(STAT_VALUES.map((value, i) => `${value} ${STAT_LABELS[i]}`));
    for (const [i, value] of STAT_VALUES.entries())
      await expect(page.getByText(`${value} ${STAT_LABELS[i]}`, { exact: true })).toBeVisible();
  });

  test("Featured Content links to the web development, AI and tech trends pages", async ({ page }) => {
    const featured = page.getByRole("region", { name: FEATURED_CONTENT });
    await expect(featured.getByRole("heading", { level: 2, name: FEATURED_CONTENT })).toBeVisible();
    const links = featured.getByRole("link");
    await expect(links).toHaveCount(3);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/motivation",
      "/ai",
      "/tech-trends",
    ]);
    await links.nth(1).click();
    await expect(page).toHaveURL("/ai");
  });

  test("More to Explore and the closing call to action lead to real pages", async ({ page }) => {
    const explore = page.getByRole("navigation", { name: "More to Explore" });
    await expect(explore.getByRole("heading", { level: 2 })).toHaveText("More to Explore");
    const hrefs = await explore.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(expect.arrayContaining(["/blog", "/services", "/about"]));
    expect(hrefs.length).toBeGreaterThanOrEqual(4);

    const cta = page.getByRole("region", { name: "Start learning with a clear plan" });
    await cta.getByRole("link", { name: "See our services" }).click();
    await expect(page).toHaveURL("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the hero image loads first; slide images wait and describe themselves", async ({ page }) => {
    const hero = page.locator("img[src='/images/home/hero-horizon.svg']");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveAttribute("loading", "eager");
    const slides = carousel(page).locator("img");
    await expect(slides).toHaveCount(3);
    for (const img of await slides.all()) {
      await expect(img).toHaveAttribute("loading", "lazy");
      expect((await img.getAttribute("alt"))?.length).toBeGreaterThan(20);
      await expect(img).toHaveAttribute("width", /\d+/);
    }
  });
});

test.describe("hero actions", () => {
  test("Get Started writes to the console and opens the web development page", async ({ page }) => {
    const logs = consoleLog(page);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: HERO_ACTIONS.getStarted }).click();
    await expect(page).toHaveURL("/motivation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WEBDEV_LANDING.heading);
    expect(logs.some((m) => m.includes(HERO_ACTIONS.getStarted))).toBe(true);
  });

  test("Learn More writes to the console, scrolls to Featured Content and moves focus there", async ({ page }) => {
    const logs = consoleLog(page);
    await page.goto("/");
    await hydrated(page);
    const heading = page.getByRole("heading", { level: 2, name: FEATURED_CONTENT });
    await expect(heading).not.toBeInViewport();
    await page.getByRole("button", { name: HERO_ACTIONS.learnMore }).click();
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL("/");
    expect(logs.some((m) => m.includes(HERO_ACTIONS.learnMore))).toBe(true);
  });

  test("Learn More jumps without animation when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: HERO_ACTIONS.learnMore }).click();
    // The click is replayed once React is there (it loads on first use); focus moves right after the scroll.
    await expect(page.getByRole("heading", { level: 2, name: FEATURED_CONTENT })).toBeFocused();
    // Read once, without waiting: an instant scroll is already complete when focus moves.
    const top = await page.evaluate(() => document.getElementById("featured")!.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
  });
});

test.describe("slider", () => {
  test("is a labelled carousel of three slides, showing the first; hidden slides are out of reach", async ({
    page,
  }) => {
    await gotoWithStoppedClock(page);
    await expect(carousel(page)).toHaveAttribute("aria-roledescription", "carousel");
    const all = carousel(page).getByRole("group", { includeHidden: true });
    await expect(all).toHaveCount(3);
    for (let n = 1; n <= 3; n++) {
      const group = carousel(page).getByRole("group", { name: `${n} of 3`, includeHidden: true });
      await expect(group).toHaveAttribute("aria-roledescription", "slide");
      await expect(group.getByRole("heading", { level: 3, includeHidden: true })).toHaveCount(1);
    }
    await expectSlide(page, 1);

    // From the Next button, Tab reaches the shown slide's link, then leaves the slider.
    await carousel(page).getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Tab");
    await expect(slide(page, 1).getByRole("link")).toBeFocused();
    await expect(slide(page, 1).getByRole("link")).toHaveAttribute("href", "/webdev/frontend");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("[aria-roledescription='carousel']"))).toBe(
      false,
    );

    // Hidden slides' links cannot take focus even when asked to.
    const hiddenLink = carousel(page).getByRole("group", { name: "2 of 3", includeHidden: true }).locator("a");
    await hiddenLink.evaluate((a: HTMLElement) => a.focus());
    await expect(hiddenLink).not.toBeFocused();
  });

  test("all three slides are in the prerendered HTML, the first one shown", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const label of ["1 of 3", "2 of 3", "3 of 3"]) expect(html).toContain(`aria-label="${label}"`);
    for (const href of ["/webdev/frontend", "/ai", "/blog"]) expect(html).toContain(`href="${href}"`);
    expect(html.match(/aria-roledescription="slide"[^>]*inert=""/g)).toHaveLength(2);
  });

  test("arrows and dots move between slides and wrap both ways", async ({ page }) => {
    await gotoWithStoppedClock(page);
    const next = carousel(page).getByRole("button", { name: "Next slide" });
    const previous = carousel(page).getByRole("button", { name: "Previous slide" });
    await previous.click();
    await expectSlide(page, 3);
    await next.click();
    await expectSlide(page, 1);
    await next.click();
    await expectSlide(page, 2);
    await next.click();
    await expectSlide(page, 3);
    await next.click();
    await expectSlide(page, 1);
    await carousel(page).getByRole("button", { name: "Go to slide 3" }).click();
    await expectSlide(page, 3);
    await carousel(page).getByRole("button", { name: "Go to slide 2" }).click();
    await expectSlide(page, 2);
    await expect(slide(page, 2).getByRole("link")).toHaveAttribute("href", "/ai");
    await previous.click();
    await expectSlide(page, 1);
  });

  test("advances every 7 seconds, not sooner, and wraps from the last slide to the first, untouched", async ({
    page,
  }) => {
    await gotoWithStoppedClock(page);
    await expect(carousel(page).locator("[aria-live]")).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(6500);
    await expectSlide(page, 1);
    await page.clock.runFor(INTERVAL - 6500);
    await expectSlide(page, 2);
    await page.clock.runFor(INTERVAL);
    await expectSlide(page, 3);
    await page.clock.runFor(INTERVAL);
    await expectSlide(page, 1);
    await sliderUntouched(page);
  });

  test("turns 7 seconds after the page opens, out of view, with no React loaded", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await page.clock.install({ time: new Date("2025-03-03T09:00:00Z") });
    await page.goto("/");
    await expect(carousel(page)).not.toBeInViewport();
    const [now, age] = await page.evaluate(() => [Date.now(), performance.now()]);
    const pageStart = now! - age!;
    await page.clock.pauseAt(new Date(pageStart + INTERVAL - 500));
    await expectSlide(page, 1);
    await page.clock.runFor(600);
    await expectSlide(page, 2);
    await sliderUntouched(page);
    expect(scripts).toEqual([]);
  });

  test("React, arriving with the first tap on an arrow, goes on from the slide shown, dots in step", async ({
    page,
  }) => {
    await gotoWithStoppedClock(page);
    await page.clock.runFor(INTERVAL * 2);
    await expectSlide(page, 3);
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 1);
    await islandHydrated(page, "#highlights");
    await carousel(page).getByRole("button", { name: "Previous slide" }).click();
    await expectSlide(page, 3);
    await carousel(page).getByRole("button", { name: "Go to slide 2" }).click();
    await expectSlide(page, 2);
  });

  test("pauses while hovered and resumes when the pointer leaves", async ({ page }) => {
    await gotoWithStoppedClock(page);
    await slide(page, 1).hover();
    // The pointer brought React, which finds it there.
    await islandHydrated(page, "#highlights");
    await page.clock.runFor(INTERVAL * 2);
    await expectSlide(page, 1);
    await expect(carousel(page).locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await page.mouse.move(1, 1);
    await page.clock.runFor(INTERVAL);
    await expectSlide(page, 2);
  });

  test("the pause button stops rotation, says what it will do, and play resumes it", async ({ page }) => {
    await gotoWithStoppedClock(page);
    const live = carousel(page).locator("[aria-live]");
    await carousel(page).getByRole("button", { name: "Pause slideshow" }).click();
    await expect(carousel(page).getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await expect(carousel(page).getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
    await leaveCarousel(page);
    await expect(live).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(INTERVAL * 3);
    await expectSlide(page, 1);

    await carousel(page).getByRole("button", { name: "Play slideshow" }).click();
    await expect(carousel(page).getByRole("button", { name: "Pause slideshow" })).toBeVisible();
    await leaveCarousel(page);
    await expect(live).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(INTERVAL);
    await expectSlide(page, 2);
  });

  test("does not advance on its own when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoWithStoppedClock(page);
    // Before React: the plain script offers to play.
    await expect(carousel(page).getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await expect(carousel(page).locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await sliderUntouched(page);
    await page.clock.runFor(INTERVAL * 3);
    await expectSlide(page, 1);
    // The arrows still work.
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 2);
  });

  test("chips do not float when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    const chip = page
      .getByRole("list", { name: "Topics we cover" })
      .getByRole("listitem")
      .first()
      .locator("span")
      .first();
    expect(await chip.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await chip.evaluate((el) => getComputedStyle(el).animationName)).toBe("float");
  });
});
