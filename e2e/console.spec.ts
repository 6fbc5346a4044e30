import { expect, hydrated, test } from "./support/fixtures";
import { pagePaths } from "./support/site";

// The console guard in the fixture fails a test on any error, warning or hydration mismatch.
// Pages are split into chunks so the two workers share them.
const CHUNK = 8;
for (let i = 0; i < pagePaths.length; i += CHUNK) {
  const chunk = pagePaths.slice(i, i + CHUNK);
  test(`no console errors or hydration warnings: ${chunk[0]} …`, async ({ page }) => {
    for (const path of chunk) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    }
  });
}
