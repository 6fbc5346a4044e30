import type { Page } from "@playwright/test";
import { DESKTOP, expect, holdRequests, MOBILE, test } from "./support/fixtures";
import { signInLog } from "./support/sign-in";
import { HEADER_SEARCH, HERO_ACTIONS, REMEMBER_ME } from "../tools/support/spec-texts";

// Islands hydrate on first use (ADR 0013). What a visitor does before an island's script has arrived
// must not be lost or go wrong: client:interaction holds clicks and submissions and replays them.

/** Hold every script file back until the returned function is called. */
const holdScripts = (page: Page) => holdRequests(page, /\/assets\/.*\.js$/);

test("a menu button pressed before hydration opens the menu once React is there", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const release = await holdScripts(page);
  await page.goto("/");
  await page.getByRole("button", { name: /menu/i }).click();
  // Not hydrated yet: the island still has its server-rendered marker.
  await expect(page.locator("astro-island:has(header)")).toHaveAttribute("ssr", "");
  release();
  await expect(page.getByRole("button", { name: /menu/i })).toHaveAttribute("aria-expanded", "true");
});

test("a form filled and sent before hydration is validated by the page, never sent natively", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/login");
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Email address" }).fill("ada@");
  await main.getByLabel("Password", { exact: true }).fill("correct horse");
  await main.getByRole("button", { name: "Sign in", exact: true }).click();
  // A native submission would have put the password in the address bar.
  await expect(page).toHaveURL("/login");
  release();
  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toContainText("Please enter a valid email address.");
  await expect(page).toHaveURL("/login");
});

test("the site search, a real form, is not held: sent before hydration, it opens the search page", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const release = await holdScripts(page);
  await page.goto("/about");
  await page.getByRole("banner").getByRole("combobox", { name: HEADER_SEARCH }).fill("react");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/search?q=react");
  release();
  await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
});

test("Get Started pressed before hydration writes its console entry once React is there, then opens the page", async ({
  page,
}) => {
  const logs: string[] = [];
  page.on("console", (m) => logs.push(m.text()));
  const release = await holdScripts(page);
  await page.goto("/");
  await page.getByRole("button", { name: HERO_ACTIONS.getStarted }).click();
  // Held, not sent by its form: the hero's console entry (docs/product.md#home) needs the island.
  await expect(page).toHaveURL("/");
  release();
  await expect(page).toHaveURL("/motivation");
  expect(logs.some((m) => m.includes(HERO_ACTIONS.getStarted))).toBe(true);
});

// Native controls answer the first click or tap at once, before the page is interactive
// (docs/product.md#forms-and-controls): client:interaction never holds them, and React hydrates over their state.
for (const input of ["click", "tap"] as const) {
  test.describe(`Remember me, checked by a ${input} before hydration`, () => {
    test.use({ viewport: MOBILE, hasTouch: input === "tap" });

    test("is checked at once, stays checked once React is there, and the sign-in reads it", async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto("/login");
      const main = page.getByRole("main");
      const remember = main.getByRole("checkbox", { name: REMEMBER_ME });
      await (input === "tap" ? remember.tap() : remember.click());
      // No waiting: a held click would leave the box empty until the scripts arrive.
      expect(await remember.isChecked()).toBe(true);
      const island = page.locator("astro-island:has(input[name='remember'])");
      await expect(island).toHaveAttribute("ssr", "");
      release();
      await expect(island).not.toHaveAttribute("ssr");
      await expect(remember).toBeChecked();

      expect(await signInLog(page)).toContain('"rememberMe":true');
    });
  });
}
