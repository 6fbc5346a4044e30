import { expect, hydrated, test } from "./support/fixtures";

// The console guard in the fixture fails a test on any error, warning or hydration mismatch; every
// page is loaded with it, on both servers and with the service worker, by e2e/every-page.spec.ts.
// Here: pages a reader reaches by the site's own client-side navigation.
test("client-side navigation through the menus renders each page without errors", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  for (const name of ["Blog", "About", "Contact", "AI Insights", "Tech Trends", "Services", "Home"]) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});
