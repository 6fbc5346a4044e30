import type { Page } from "@playwright/test";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./support/fixtures";
import { axeViolations } from "./support/a11y";
import { withLibrary } from "./support/library";
import { BROWSE_TECHNOLOGIES, NEWSLETTER } from "../tools/support/spec-texts";
import { listedLibrary } from "../app/lib/library/library.testing";

const violations = (page: Page) => axeViolations(page);

// Every page's axe pass, in each theme and at phone size, is e2e/every-page.spec.ts's; here the
// states a page opens into, and the labels of its fields.

test.describe("axe in open states", () => {
  test("the course drawer open with a filter panel expanded", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/webdev/frontend");
    await hydrated(page);
    await page.getByRole("button", { name: BROWSE_TECHNOLOGIES }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: /Show CSS filters/ }).click();
    expect(await violations(page)).toEqual([]);
  });

  test("a course filter panel open on desktop", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/webdev/backend");
    await hydrated(page);
    await page
      .getByRole("complementary")
      .getByRole("button", { name: /Show React filters/ })
      .click();
    expect(await violations(page)).toEqual([]);
  });

  test("form errors showing", async ({ page }) => {
    for (const path of ["/contact", "/signup", "/forgot-password"]) {
      await page.goto(path);
      await hydrated(page);
      await page
        .getByRole("main")
        .getByRole("button", { name: /Send|Create|reset/i })
        .first()
        .click();
      await expect(page.getByRole("main").locator("[aria-invalid=true]").first()).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
  });

  test("a header dropdown open", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "More in Web Development" }).click();
    await expect(page.locator("#menu-web-development")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the mobile menu open", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "More in AI Insights" }).click();
    expect(await violations(page)).toEqual([]);
  });

  // Every page's own walk sees an empty library. With articles saved, a list and a note, the header
  // shows a count (its text must stay within the link's name at phone width, WCAG 2.5.3) and
  // /library its entries and dialogs; in the dark theme, whose colours the walk checks least.
  test("a library with articles, a list and a note: the header, /library and its dialogs, dark theme", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.emulateMedia({ colorScheme: "dark" });
    await withLibrary(page, listedLibrary(), "/library");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 2, name: "Weekend (1)" })).toBeVisible();
    const found = (await violations(page)).map((v) => `/library: ${v}`);
    for (const [button, dialog] of [
      ["Send to another device", "Send to another device"],
      ["New list", "New list"],
      ["Clear library", /Clear/],
    ] as const) {
      await page.getByRole("button", { name: button, exact: true }).click();
      await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
      found.push(...(await violations(page)).map((v) => `${button}: ${v}`));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
    expect(found).toEqual([]);
  });

  // Each kind of toast has its own colours, and the dark theme's danger red is a light one.
  for (const colorScheme of ["light", "dark"] as const)
    test(`an error toast and a success toast showing, ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto("/about");
      await hydrated(page);
      const footer = page.getByRole("contentinfo");
      const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
      for (const [address, kind] of [
        ["", "error"],
        ["reader@example.com", "success"],
      ]) {
        await footer.getByRole("textbox", { name: NEWSLETTER.field }).fill(address!);
        await footer.getByRole("button", { name: NEWSLETTER.join }).click();
        await expect(toast.and(page.locator(`[data-type="${kind}"]`))).toBeVisible();
        // The one before has left: one toast at a time.
        await expect(toast).toHaveCount(1);
        // Measured at rest: axe leaves the contrast of text still fading in unjudged.
        await expect(toast).toHaveCSS("opacity", "1");
        await expect.poll(() => toast.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
        expect(await violations(page), kind).toEqual([]);
      }
    });
});

// Windows' contrast themes (forced colours) drop every fill that is not a system colour: what a fill
// alone showed must keep one there.
test("in forced colours the slider's dots, the chosen category and the chosen technology still show", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: "active" });
  const fillOf = (el: Element) => getComputedStyle(el).backgroundColor;
  const blank = async () => [
    await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    "rgba(0, 0, 0, 0)",
  ];

  await page.setViewportSize(MOBILE);
  await page.goto("/");
  const dots = await page
    .locator("[data-slider-dot] > span")
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
  expect(dots.length).toBeGreaterThan(1);
  const none = await blank();
  expect(dots.filter((color) => none.includes(color))).toEqual([]);
  // The current slide's dot is another colour than the rest, as well as wider.
  expect(new Set(dots).size).toBe(2);

  await page.goto("/blog");
  const pressed = await page.locator('[aria-pressed="true"]').first().evaluate(fillOf);
  expect(pressed).not.toBe(await page.locator('[aria-pressed="false"]').first().evaluate(fillOf));

  await page.setViewportSize(DESKTOP);
  await page.goto("/webdev/frontend");
  const chosen = page.getByRole("complementary").locator('[aria-current="true"] > span[aria-hidden="true"]');
  await expect(chosen).toHaveCount(1);
  expect(await blank()).not.toContain(await chosen.evaluate(fillOf));
});

// A field's label names that field alone on its page: the footer's field is named 'Stay Updated'
// and the password toggle by its text, so a reader's tool (voice control: "click Password") and a
// lookup by label land on the one field they mean.
test("each form field is the only thing its label names on its page", async ({ page }) => {
  const fields: Record<string, (string | RegExp)[]> = {
    "/login": ["Email address", "Password", /email/i],
    "/signup": ["Email address", /email/i],
    "/forgot-password": ["Email address", /email/i],
    "/contact": ["Your name", "Your email", "Subject", "Message", /email/i],
  };
  for (const [path, labels] of Object.entries(fields)) {
    await page.goto(path);
    await hydrated(page);
    for (const label of labels) {
      await expect(page.getByLabel(label), `${path}: ${label}`).toHaveCount(1);
      await expect(page.getByLabel(label), `${path}: ${label}`).toBeEditable();
    }
  }
  await expect(page.getByRole("contentinfo").getByRole("textbox", { name: NEWSLETTER.field })).toHaveAttribute(
    "type",
    "email",
  );
});
