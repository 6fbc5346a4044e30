/**
 * The README's pictures of the site: the home page and an article, light and dark, at 1280 × 800,
 * written to docs/images/ as JPEG (small enough to keep in git). Serves the build itself.
 *   npm run build && npm run screenshots:docs
 */
import path from "node:path";
import { REPO_ROOT } from "../../shared/build-layout.ts";
import { launchChromium } from "../support/chromium.ts";
import { serveSite } from "../support/serve-site.ts";
import { requireSystemPackages } from "../support/system-packages.ts";

requireSystemPackages(["chromium"]);

const PAGES = { home: "/", article: "/blog/react-19-features-in-practice" };

const site = await serveSite();
const browser = await launchChromium();
try {
  for (const colorScheme of ["light", "dark"] as const) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme,
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    for (const [name, pagePath] of Object.entries(PAGES)) {
      await page.goto(site.origin + pagePath, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(REPO_ROOT, "docs/images", `${name}-${colorScheme}.jpg`);
      await page.screenshot({ path: file, type: "jpeg", quality: 72 });
      console.log(path.relative(REPO_ROOT, file));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
