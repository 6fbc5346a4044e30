import { expect, hydrated, test } from "./support/fixtures";
import { pagePaths } from "./support/site";

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

// The console guard in the fixture fails a test on any error, warning or hydration mismatch. On top,
// every route must make no request to another origin and cause no CSP violation.
// Pages are split into chunks so the two workers share them.
const CHUNK = 8;
for (let i = 0; i < pagePaths.length; i += CHUNK) {
  const chunk = pagePaths.slice(i, i + CHUNK);
  test(`clean console, own origin only, no CSP violation: ${chunk[0]} …`, async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).origin !== new URL(baseURL!).origin) foreign.push(r.url());
    });
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    for (const path of chunk) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      expect(await page.evaluate(() => window.__cspViolations), path).toEqual([]);
    }
    expect(foreign).toEqual([]);
  });
}

test("client-side navigation through the menus renders each page without errors", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  for (const name of ["Blog", "About", "Contact", "AI Insights", "Tech Trends", "Services", "Home"]) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});
