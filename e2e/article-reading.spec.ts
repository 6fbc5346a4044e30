/**
 * An article's reading comforts (docs/product.md#content-that-travels; ADR 0038): 'Copy code' on
 * every code block, 'Copy as Markdown', and the 'On this page' link of the section being read.
 * Without JavaScript there are no copy buttons: e2e/no-javascript.spec.ts.
 */
import type { Locator, Page } from "@playwright/test";
import { DESKTOP, expect, MOBILE, test } from "./support/fixtures";
import { writtenCode } from "../tools/support/articles";
import { COPY_BUTTONS, ON_THIS_PAGE, readingCopy } from "../tools/support/spec-texts";

const SLUG = "react-19-features-in-practice";
const ARTICLE = `/blog/${SLUG}`;
const code = writtenCode(SLUG);

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The live region beside a copy button: what its last click did. */
const statusOf = (button: Locator) => button.locator("xpath=..").getByRole("status");
const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);

test.describe("Copy code", () => {
  test.use({ viewport: DESKTOP });

  test("every code block has a button that copies exactly its code as written, and says Copied", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(ARTICLE);
    const buttons = page.getByRole("main").getByRole("button", { name: COPY_BUTTONS.code, exact: true });
    expect(code.length).toBeGreaterThanOrEqual(3);
    await expect(buttons).toHaveCount(code.length);
    for (const [index, written] of code.entries()) {
      const button = buttons.nth(index);
      await button.click();
      await expect(statusOf(button)).toHaveText(COPY_BUTTONS.done);
      await expect(statusOf(button)).toBeVisible();
      expect(await clipboardText(page)).toBe(written);
    }
  });

  test("works from the keyboard: the button comes just before its block in the tab order, Enter and Space copy", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(ARTICLE);
    const buttons = page.getByRole("button", { name: COPY_BUTTONS.code });
    // Each block is a scrollable <pre> that takes focus (tabindex 0); Shift+Tab from it reaches its button.
    for (const [index, key] of [
      [0, "Enter"],
      [1, "Space"],
    ] as const) {
      await page.locator(".prose pre").nth(index).focus();
      await page.keyboard.press("Shift+Tab");
      await expect(buttons.nth(index)).toBeFocused();
      await page.keyboard.press(key);
      await expect(statusOf(buttons.nth(index))).toHaveText(COPY_BUTTONS.done);
      expect(await clipboardText(page)).toBe(code[index]);
      await expect(buttons.nth(index)).toBeFocused();
    }
  });

  test("a refused clipboard is said beside the button", async ({ page }) => {
    await page.addInitScript(() => {
      Clipboard.prototype.writeText = () =>
        Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
    });
    await page.goto(ARTICLE);
    const button = page.getByRole("button", { name: COPY_BUTTONS.code }).first();
    await button.click();
    await expect(statusOf(button)).toHaveText(readingCopy.copyButtons.refused);
  });
});

test.describe("Copy code on a phone", () => {
  test.use({ viewport: MOBILE, hasTouch: true, isMobile: true });

  test("a tap copies, and the bar fits a 320 px screen", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(ARTICLE);
    const button = page.getByRole("button", { name: COPY_BUTTONS.code }).last();
    await button.tap();
    await expect(statusOf(button)).toHaveText(COPY_BUTTONS.done);
    expect(await clipboardText(page)).toBe(code.at(-1));
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe("the section being read", () => {
  test.use({ viewport: DESKTOP });

  test("the contents mark the section in view as the reader scrolls, stay beside the text, and end on the last", async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    const toc = page.getByRole("main").getByRole("navigation", { name: ON_THIS_PAGE });
    const links = toc.getByRole("link");
    const current = toc.locator("a[aria-current='true']");
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let index = 0; index < count - 1; index++) {
      const target = await links.nth(index).getAttribute("href");
      // The section's heading a little below the top of the window, as a reader arrives at it.
      const top = await page
        .locator(`[id="${target!.slice(1)}"]`)
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      await scrollTo(page, top - 120);
      await expect(links.nth(index)).toHaveAttribute("aria-current", "true");
      await expect(current).toHaveCount(1);
      // Sticky: the list stays in view beside the text all the way down.
      await expect(toc).toBeInViewport();
    }
    // Marked so it shows, not only to assistive technology.
    const style = (link: Locator) =>
      link.evaluate((el) => `${getComputedStyle(el).color} ${getComputedStyle(el).borderLeftColor}`);
    expect(await style(current)).not.toBe(await style(links.first()));

    await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
    await expect(links.last()).toHaveAttribute("aria-current", "true");
    await expect(current).toHaveCount(1);
  });

  test("the contents follow a link to a section, and fit a short wide window", async ({ page }) => {
    // A laptop window with its browser's bars and a zoom: shorter than the whole list.
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(ARTICLE);
    const toc = page.getByRole("main").getByRole("navigation", { name: ON_THIS_PAGE });
    const links = toc.getByRole("link");
    await links.nth(2).click();
    await expect(links.nth(2)).toHaveAttribute("aria-current", "true");
    const last = await links.last().getAttribute("href");
    const top = await page
      .locator(`[id="${last!.slice(1)}"]`)
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await scrollTo(page, top - 120);
    await expect(links.last()).toHaveAttribute("aria-current", "true");
    // The current link is within the window, though the list may be taller than it.
    await expect(links.last()).toBeInViewport();
    const column = toc.locator("xpath=..");
    expect(await column.evaluate((el) => el.scrollHeight > el.clientHeight), "the list scrolls inside its column").toBe(
      true,
    );
    const box = (await column.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(400);
  });
});

test.describe("Copy as Markdown", () => {
  test.use({ viewport: DESKTOP });

  // The twin (<path>.md) and the page's link to it come from the Markdown twins' build step: until
  // it is there, the button stays hidden and these fail.
  test("puts the article's Markdown twin on the clipboard and says Copied", async ({ page, context, request }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(ARTICLE);
    const href = await page.locator("link[rel='alternate'][type='text/markdown']").getAttribute("href");
    expect(href).toBe(`${ARTICLE}.md`);
    const twin = await (await request.get(href!)).text();
    expect(twin).toMatch(/^# React 19/);
    const button = page.getByRole("main").getByRole("button", { name: COPY_BUTTONS.markdown });
    await button.click();
    await expect(statusOf(button)).toHaveText(COPY_BUTTONS.done);
    expect(await clipboardText(page)).toBe(twin);
  });

  test.describe("offline", () => {
    // The browser logs the request that found no network: the case under test.
    test.use({ allowConsole: [/ERR_INTERNET_DISCONNECTED/] });

    test("says so when the Markdown cannot be loaded", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(ARTICLE);
      await page.route("**/*.md", (route) => route.abort("internetdisconnected"));
      const button = page.getByRole("main").getByRole("button", { name: COPY_BUTTONS.markdown });
      await button.click();
      await expect(statusOf(button)).toHaveText(readingCopy.copyButtons.unreachable);
    });
  });
});
