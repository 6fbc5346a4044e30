import { expect, hydrated, test } from "./support/fixtures";
import { NGINX_PORT } from "./support/nginx";
import { onePerTemplate, templatePaths } from "./support/site";

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

// The console guard in the fixture fails a test on any error, warning or hydration mismatch. On top,
// every route must make no request to another origin and cause no CSP violation, and hydrate, served
// by `npm start` (every page) and by nginx (one page of each template: the bytes are the same build, and
// what differs, each page's CSP header, e2e/server.spec.ts checks without a browser on every page of
// both servers against the page's own inline scripts and styles; nginx's CSP once missed the home
// page's hashes: issue 14). Pages are split into chunks so the workers share them.
const CHUNK = 8;
const servers = [
  { name: "npm start", port: Number(process.env.E2E_PORT ?? 4173), paths: templatePaths },
  { name: "nginx", port: NGINX_PORT, paths: onePerTemplate },
];
for (const server of servers) {
  for (let i = 0; i < server.paths.length; i += CHUNK) {
    const chunk = server.paths.slice(i, i + CHUNK);
    test(`${server.name}: clean console, own origin only, no CSP violation, hydrated: ${chunk[0]} …`, async ({ page }) => {
      const baseURL = `http://localhost:${server.port}`;
      const foreign: string[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).origin !== new URL(baseURL).origin) foreign.push(r.url());
      });
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener("securitypolicyviolation", (e) =>
          window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      for (const path of chunk) {
        await page.goto(baseURL + path);
        await hydrated(page);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        expect(await page.evaluate(() => window.__cspViolations), path).toEqual([]);
      }
      expect(foreign).toEqual([]);
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
