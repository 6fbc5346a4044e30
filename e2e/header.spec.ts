import { DESKTOP, expect, holdRequests, hydrated, MOBILE, test } from "./support/fixtures";
import { HEADER_ITEMS, HEADER_LOGIN, HEADER_MENUS, HEADER_SEARCH } from "../tools/support/spec-texts";
import { pagePaths } from "../tools/support/site";
import { horizontalScroll } from "./support/reflow";
import { withLibrary } from "./support/library";
import { article, sampleLibrary } from "../app/lib/library/library.testing";

const [WEB_DEVELOPMENT] = HEADER_MENUS;

test.describe("desktop header", () => {
  test.use({ viewport: DESKTOP });

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
  });

  test("has the items in the decided order, a labelled search field and a Login link", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const topLinks = nav.locator(":scope > ul > li > a, :scope > ul > li > div > a");
    await expect(topLinks).toHaveText(HEADER_ITEMS);
    await expect(nav.getByRole("link", { name: WEB_DEVELOPMENT, exact: true })).toHaveAttribute("href", "/motivation");
    const search = page.getByRole("banner").getByRole("combobox", { name: HEADER_SEARCH });
    await search.fill("react hooks");
    await expect(search).toHaveValue("react hooks");
    await expect(page.getByRole("banner").getByRole("link", { name: HEADER_LOGIN })).toHaveAttribute("href", "/login");
  });

  test("the search field's placeholder fits with room for WebKit's clear button, from 1280 px to 1535 px", async ({
    page,
  }) => {
    // WebKit keeps room for the clear button of a search field even when it is empty (about 17 px
    // with its margin); Chromium draws its button only once there is text, so the room is measured.
    const WEBKIT_CLEAR_BUTTON = 20;
    for (const width of [1280, 1400, 1535]) {
      await page.setViewportSize({ width, height: 800 });
      const room = await page
        .getByRole("banner")
        .getByRole("combobox", { name: HEADER_SEARCH })
        .evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement("canvas").getContext("2d")!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text, placeholder: context.measureText(input.placeholder).width };
        });
      expect(room.text - WEBKIT_CLEAR_BUTTON, `${width} px`).toBeGreaterThanOrEqual(room.placeholder);
    }
  });

  // The web font arrives after the first paint (or never, on a blocked or failed request); the
  // header's full row, from the xl breakpoint up, fits in its fallback font too.
  for (const font of ["Inter", "the fallback font"] as const) {
    test(`the full header fits from 1280 px up in ${font}, with nothing to scroll sideways`, async ({ page }) => {
      if (font !== "Inter") {
        // Held, never answered: the page is drawn in the fallback font, as before a slow font arrives.
        await holdRequests(page, /\.woff2$/);
        await page.reload({ waitUntil: "domcontentloaded" });
      }
      // The web font's own face, by its family: the fallback face is local fonts (Arial, Liberation
      // Sans), which load wherever the machine has them.
      const webFontLoaded = await page.evaluate(() =>
        [...document.fonts].some((f) => f.family.replace(/"/g, "") === "Inter Variable" && f.status === "loaded"),
      );
      expect(webFontLoaded, "the web font's face is loaded").toBe(font === "Inter");
      for (const width of [1280, 1300, 1535]) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
        expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
        await expect(page.getByRole("banner").getByRole("link", { name: /^Library/ })).toBeInViewport({ ratio: 1 });
      }
    });
  }

  // Issue 47: the suggestions are written when a menu opens (only JavaScript opens one), not in every
  // page's HTML; a section's own page links to its pages, for readers without it.
  test("closed menus carry no suggestions in the HTML; each section's page links to its pages", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    const panels = [...html.matchAll(/<div id="(menu-[a-z-]+)"[^>]*>([\s\S]*?)<\/div>/g)];
    expect(panels.map(([, id]) => id)).toEqual([
      "menu-web-development",
      "menu-ai-insights",
      "menu-tech-trends",
      "menu-services",
    ]);
    for (const [, id, inside] of panels) expect(inside, id).toBe("");
    // Each section's page links every page of its menu, so a reader without JavaScript reaches them all.
    for (const [section, pages] of [
      ["/motivation", /^\/webdev\//],
      ["/ai", /^\/ai\//],
      ["/tech-trends", /^\/tech\//],
      ["/services", /^\/services\//],
    ] as const) {
      const hrefs = pagePaths.filter((path) => pages.test(path));
      expect(hrefs.length, section).toBeGreaterThanOrEqual(6);
      const page = await (await request.get(section)).text();
      const main = page.slice(page.indexOf("<main"), page.indexOf("</main>"));
      for (const href of hrefs) expect(main, section).toContain(`href="${href}"`);
    }
  });

  test("a dropdown opens on hover, shows six suggestions with descriptions and survives a diagonal path", async ({
    page,
  }) => {
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: WEB_DEVELOPMENT, exact: true });
    await trigger.hover();
    const panel = page.locator("#menu-web-development");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link")).toHaveCount(6);
    await expect(panel.getByRole("link", { name: /Frontend Development/ })).toContainText("HTML, CSS, JavaScript");
    // Leave the item briefly, as a mouse cutting a corner would; the close delay keeps it open. Raw
    // moves, measured first: hover() would wait for stability and could outlast the delay on a busy machine.
    const first = (await panel.getByRole("link").first().boundingBox())!;
    await page.mouse.move(10, 300);
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link").first()).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(panel).toBeHidden();
  });

  test("only one dropdown is open at a time; an outside click closes it", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "More in AI Insights" }).click();
    await expect(page.locator("#menu-ai-insights")).toBeVisible();
    await nav.getByRole("button", { name: "More in Services" }).click();
    await expect(page.locator("#menu-services")).toBeVisible();
    await expect(page.locator("#menu-ai-insights")).toBeHidden();
    await page.getByRole("main").click({ position: { x: 5, y: 400 } });
    await expect(page.locator("#menu-services")).toBeHidden();
  });

  test("a suggestion navigates and the dropdown closes", async ({ page }) => {
    await page.getByRole("button", { name: "More in AI Insights" }).click();
    await page
      .locator("#menu-ai-insights")
      .getByRole("link", { name: /Chatbots/ })
      .click();
    await expect(page).toHaveURL("/ai/chatbots");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chatbots");
    await expect(page.locator("#menu-ai-insights")).toBeHidden();
  });

  test("hides after scrolling down past 150 px and comes back on scroll up", async ({ page }) => {
    const header = page.getByRole("banner");
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 120);
    await expect(header).toHaveAttribute("data-hidden", "false");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-40);
    await page.mouse.wheel(0, -100);
    await expect(header).toHaveAttribute("data-hidden", "false");
    await expect.poll(async () => (await header.boundingBox())?.y ?? -1).toBe(0);
  });
});

test.describe("mobile header", () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
  });

  test("the menu opens from its toggle, traps focus, locks scroll and closes with Esc", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    // Tab through everything: focus must never leave the header.
    await toggle.focus();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("header"))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("header"))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  test("the menu keeps Tab and Shift+Tab inside where the browser skips links (Safari, Firefox on macOS)", async ({
    page,
  }) => {
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // Those browsers leave links out of the Tab order, as tabindex="-1" does here for every link of
    // the page: the Login link, last in the menu, is then never focused by Tab.
    await page.evaluate(() => document.querySelectorAll("a[href]").forEach((a) => a.setAttribute("tabindex", "-1")));
    const focusInHeader = () => page.evaluate(() => !!document.activeElement?.closest("header"));
    for (const key of ["Tab", "Shift+Tab"]) {
      await toggle.focus();
      let backOnToggle = 0;
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press(key);
        expect(await focusInHeader(), `${key} ${i + 1}`).toBe(true);
        if (await toggle.evaluate((el) => el === document.activeElement)) backOnToggle++;
      }
      // It went round, not stuck on one control.
      expect(backOnToggle, key).toBeGreaterThan(0);
    }
  });

  test("a tap opens a dropdown inside the menu; navigating closes the menu", async ({ page }) => {
    await page.getByRole("button", { name: "Menu" }).tap();
    const button = page.getByRole("button", { name: "More in Web Development" });
    await button.tap();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page
      .locator("#menu-web-development")
      .getByRole("link", { name: /Backend Development/ })
      .tap();
    await expect(page).toHaveURL("/webdev/backend");
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("tapping another dropdown's toggle opens it and closes the first", async ({ page }) => {
    await page.getByRole("button", { name: "Menu" }).tap();
    const webDev = page.getByRole("button", { name: "More in Web Development" });
    const ai = page.getByRole("button", { name: "More in AI Insights" });
    await webDev.tap();
    await expect(webDev).toHaveAttribute("aria-expanded", "true");
    await ai.tap();
    await expect(ai).toHaveAttribute("aria-expanded", "true");
    await expect(webDev).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#menu-ai-insights").getByRole("link", { name: /Chatbots/ })).toBeVisible();
    await expect(page.locator("#menu-web-development")).toBeHidden();
  });

  test("a tap on the menu toggle right after the page appears opens the menu", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Menu" }).tap();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#site-menu").getByRole("link", { name: "Contact" })).toBeVisible();
  });

  test("opening the menu shows a hidden header, and it stays while the menu is open", async ({ page }) => {
    const header = page.getByRole("banner");
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(header).toHaveAttribute("data-hidden", "true");
    // The toggle sits in the hidden header; keyboard users reach it by focus, which reveals it.
    await page.getByRole("button", { name: "Menu" }).focus();
    await expect(header).toHaveAttribute("data-hidden", "false");
    await page.getByRole("button", { name: "Menu" }).tap();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(header).toHaveAttribute("data-hidden", "false");
  });
});

// Every page's walk sees an empty library. A reader who kept a thousand articles has a four-digit
// count beside "Library" from 360 px, where the word shows again (at 360 px it ran 7 px past the
// window from three digits), and beside the icon alone below.
test("a four-digit library count fits in the phone header at every width from 320 to 400 px", async ({ page }) => {
  const saved = Array.from({ length: 1000 }, (_, i) => ({ ...article(`a-${i}`), savedAt: "2026-11-20T10:00:00.000Z" }));
  await page.setViewportSize({ width: 320, height: 720 });
  await withLibrary(page, { ...sampleLibrary(), saved }, "/about");
  const link = page.getByRole("banner").getByRole("link", { name: "Library, 1000 saved articles" });
  await expect(link).toContainText("1000");
  for (let width = 320; width <= 400; width += 5) {
    await page.setViewportSize({ width, height: 720 });
    expect(await horizontalScroll(page), `${width} px`).toBeLessThanOrEqual(0);
  }
});
