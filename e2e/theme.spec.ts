import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./support/fixtures";

const DARK_BG = "rgb(11, 16, 32)";
const LIGHT_BG = "rgb(255, 255, 255)";
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test("the theme toggle cycles System → Light → Dark and the choice survives a reload", async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
  const toggle = page.getByRole("button", { name: /^Colour theme/ });
  await expect(toggle).toHaveAccessibleName("Colour theme: System. Switch to Light");
  await toggle.click();
  await expect(toggle).toHaveAccessibleName("Colour theme: Light. Switch to Dark");
  expect(await background(page)).toBe(LIGHT_BG);
  await toggle.click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await background(page)).toBe(DARK_BG);
  await page.reload();
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("button", { name: /^Colour theme/ })).toHaveAccessibleName(
    "Colour theme: Dark. Switch to System",
  );
});

test.describe("before hydration", () => {
  // Aborted scripts log network errors and the boot script's import fails; that is the point here.
  // One pattern: Playwright would read a second array element as fixture options.
  test.use({ allowConsole: [/Failed to load resource|Failed to fetch dynamically imported module/] });

  test("a dark-mode load is dark before any React code runs", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    // Block every script file: what is painted is the prerendered HTML, the stylesheet and the inline
    // theme script alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/blog", { waitUntil: "load" });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await background(page)).toBe(DARK_BG);
  });
});

test.describe("with a dark system setting", () => {
  test.use({ colorScheme: "dark" });

  test("System follows it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    expect(await background(page)).toBe(DARK_BG);
  });
});
