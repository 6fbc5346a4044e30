import { expect, hydrated, test } from "./support/fixtures";
import { NGINX_PORT } from "../tools/support/nginx";
import { watchPageHealth } from "./support/page-health";
import { inChunks, onePerTemplate } from "../tools/support/site";

// The console guard in the fixture fails a test on any error, warning or hydration mismatch. On top,
// a page must make no request to another origin and cause no CSP violation, and hydrate: one page of
// each template here, on `npm start` and on nginx. Every page has the same checks on `npm start` in
// the axe pass (e2e/a11y.spec.ts), which loads each page anyway. What differs between the servers,
// each page's CSP header, e2e/server.spec.ts checks without a browser on every page of both servers
// against the page's own inline scripts and styles (nginx's CSP once missed the home page's hashes:
// issue 14). Pages are split into chunks so the workers share them. The service worker is allowed
// here, as a reader's browser has it: it installs on the first page and answers every page after.
test.use({ serviceWorkers: "allow" });
const CHUNK = 8;
const servers = [
  { name: "npm start", port: Number(process.env.E2E_PORT ?? 4173) },
  { name: "nginx", port: NGINX_PORT },
];
for (const server of servers) {
  for (const chunk of inChunks(onePerTemplate, CHUNK)) {
    test(`${server.name}: clean console, own origin only, no CSP violation, hydrated: ${chunk[0]} …`, async ({
      page,
    }) => {
      const baseURL = `http://localhost:${server.port}`;
      const health = await watchPageHealth(page, baseURL);
      for (const path of chunk) {
        await page.goto(baseURL + path);
        await hydrated(page);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        expect(await health.cspViolations(), path).toEqual([]);
      }
      expect(health.foreign).toEqual([]);
    });
  }
}

test("client-side navigation through the menus renders each page without errors", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  for (const name of ["Blog", "About", "Contact", "AI Insights", "Tech Trends", "Services", "Home"]) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});
