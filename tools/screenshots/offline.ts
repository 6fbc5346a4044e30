/**
 * The offline walkthrough of issue 32, as screenshots at 390 × 844 and 1280 × 800, light and dark:
 * an article saved (and marked "Available offline" in the library), then with the network cut the
 * saved article, and an article never opened (the offline page listing what is kept); last, a new
 * build deployed behind the same origin and its "new version" toast. Files go to screenshots/
 * (ignored by git), named offline-<step>-<width>-<scheme>.png. Needs a build.
 *
 *   node tools/screenshots/offline.ts
 */
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { launchChromium } from "../support/chromium.ts";
import { deployed, nextBuild, untilControlled } from "../support/deploys.ts";
import { requireSystemPackages } from "../support/system-packages.ts";

requireSystemPackages(["chromium"]);

const ARTICLE = "/blog/react-19-features-in-practice";
const NEVER_OPENED = "/blog/prompt-engineering-for-developers";

mkdirSync("screenshots", { recursive: true });
const browser = await launchChromium();
const second = await nextBuild({ "index.html": (html) => html.replace("</main>", "<p>The second deploy</p></main>") });
try {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const shot = (page: Page, step: string) =>
        page.screenshot({ path: `screenshots/offline-${step}-${viewport.width}-${colorScheme}.png` });
      const site = await deployed();
      const context = await browser.newContext({ viewport, colorScheme, serviceWorkers: "allow" });
      const page = await context.newPage();
      try {
        await page.goto(site.origin + ARTICLE);
        await untilControlled(page, 30_000);
        await page.getByRole("button", { name: "Save this article" }).click();
        await page.waitForFunction(async (path) => !!(await (await caches.open("th-saved")).match(path)), ARTICLE, {
          timeout: 30_000,
        });
        await page.goto(site.origin + "/library");
        await page.getByText("Available offline").first().scrollIntoViewIfNeeded();
        await shot(page, "1-library");
        await context.setOffline(true);
        await page.goto(site.origin + ARTICLE);
        await shot(page, "2-saved-article");
        await page.goto(site.origin + NEVER_OPENED);
        await page.getByRole("link", { name: /React 19/ }).waitFor();
        await shot(page, "3-offline-page");
        await context.setOffline(false);
        await site.deploy(second);
        await page.goto(site.origin + "/about");
        await page.getByRole("button", { name: "Reload" }).waitFor({ timeout: 30_000 });
        await shot(page, "4-update-toast");
        console.log(`offline-walkthrough: ${viewport.width} px, ${colorScheme}: 4 screenshots`);
      } finally {
        await context.close();
        await site.stop();
      }
    }
  }
} finally {
  await browser.close();
}
