import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./support/fixtures";
import { pagePaths } from "./support/site";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

const CHUNK = 6;
for (const [name, viewport] of [["phone", MOBILE], ["desktop", DESKTOP]] as const) {
  test.describe(`axe at ${name} size`, () => {
    test.use({ viewport });
    for (let i = 0; i < pagePaths.length; i += CHUNK) {
      const chunk = pagePaths.slice(i, i + CHUNK);
      test(`no violations: ${chunk[0]} …`, async ({ page }) => {
        const found: string[] = [];
        for (const path of chunk) {
          await page.goto(path);
          await hydrated(page);
          for (const v of await violations(page)) found.push(`${path}: ${v}`);
        }
        expect(found).toEqual([]);
      });
    }
  });
}

test.describe("axe in open states", () => {
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

  test("a toast showing", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("button", { name: "Join" }).click();
    await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
