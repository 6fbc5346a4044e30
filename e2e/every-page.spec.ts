/**
 * Every page, loaded once per setting, with every check that setting asks of a page's template: what
 * three files (axe, layout, keyboard) and the console check each did on a walk of their own. A check
 * that only needs another width runs on the page already loaded, resized, as a reader's zoom or a
 * turned phone does; the theme is chosen as a page loads, so the dark walk loads its pages again.
 *
 * - Desktop, light, on `npm start` with the service worker allowed, as a reader's browser has it: each
 *   page but the archive lists beyond the first of each kind (their template is the first one's):
 *   a clean console (the fixture's guard), no request to another origin, no CSP violation, a visible
 *   h1; axe; no control drawn as a fill without a border (bare text in forced colours); nothing
 *   moving for a visitor who asks for reduced motion; at 200% zoom (640 × 400 CSS pixels, WCAG
 *   1.4.10) no sideways scrolling and no text cut off; on the pages of WALK, a full Tab walk with
 *   every stop checked (e2e/support/focus.ts).
 * - Phone: every page, at 390 px before it is interactive, no wider than the screen (a long word,
 *   address or email anywhere must wrap); then, for one page of each template, axe at 390 × 844; then
 *   at the narrowest phone (320 px), no sideways scrolling and no text cut off.
 * - Desktop, dark, on nginx with the service worker: one page of each template and those of DARK_WALK:
 *   the console, origins and CSP again on the second server, axe, and a full Tab walk on DARK_WALK.
 *
 * Pages are split into chunks so the workers share them. The walks ask for reduced motion only so
 * that focus scrolling is instant; focus styles do not depend on it, and e2e/keyboard.spec.ts's
 * journeys run with motion.
 */
import type { Page } from "@playwright/test";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./support/fixtures";
import { axeViolations, filledWithoutEdge } from "./support/a11y";
import { reportLowestFocusContrast, walkTabStops } from "./support/focus";
import { watchPageHealth } from "./support/page-health";
import { clippedText, horizontalScroll, motion } from "./support/reflow";
import { NGINX_PORT } from "../tools/support/nginx";
import { inChunks, onePerTemplate, pagePaths, templatePaths } from "../tools/support/site";

/** A full Tab walk through one page of each kind, in the light theme. */
const WALK = new Set([
  "/",
  "/about",
  "/services",
  "/services/ai-consulting",
  "/blog",
  "/blog/react-19-features-in-practice",
  "/contact",
  "/login",
  "/signup",
  "/forgot-password",
  "/terms",
  "/careers",
  "/ai",
  "/ai/chatbots",
  "/tech-trends",
  "/tech/cloud",
  "/motivation",
  "/webdev/frontend",
  "/search",
]);
/** The dark theme's walk: pages whose controls sit on tinted or brand-coloured bands. */
const DARK_WALK = ["/", "/contact", "/motivation", "/webdev/frontend", "/services"];

const ZOOM_200 = { width: 640, height: 400 };
const NARROWEST = { width: 320, height: 720 };

test.afterAll(reportLowestFocusContrast);

/** Loads `url`, waits until it is interactive, and checks what the fixture's guard does not see. */
async function openHealthy(page: Page, url: string, health: Awaited<ReturnType<typeof watchPageHealth>>) {
  await page.goto(url);
  await hydrated(page);
  const found: string[] = [];
  await expect(page.getByRole("heading", { level: 1 }).first(), url).toBeVisible();
  for (const v of await health.cspViolations()) found.push(`CSP ${v}`);
  for (const v of await axeViolations(page)) found.push(v);
  return found;
}

test.describe("desktop, light theme, npm start", () => {
  test.use({ viewport: DESKTOP, colorScheme: "light", reducedMotion: "reduce", serviceWorkers: "allow" });
  // The pages of WALK put a hundred Tab stops or more into a chunk: three times the default limit.
  for (const chunk of inChunks(templatePaths, 6)) {
    test(`axe, console, origins, CSP, reduced motion, 200% zoom, Tab walk: ${chunk[0]} …`, async ({
      page,
      baseURL,
    }) => {
      test.slow();
      const health = await watchPageHealth(page, new URL(baseURL!).origin);
      const found: string[] = [];
      for (const path of chunk) {
        for (const v of await openHealthy(page, path, health)) found.push(`${path}: ${v}`);
        for (const v of await filledWithoutEdge(page)) found.push(`${path}: ${v}`);
        const still = await motion(page);
        expect(still.scrollBehavior, `${path}: smooth scrolling`).toBe("auto");
        expect(still.running, `${path}: running animations`).toEqual([]);
        await page.setViewportSize(ZOOM_200);
        expect(await horizontalScroll(page), `${path} at 200% zoom: horizontal scroll`).toBeLessThanOrEqual(0);
        expect(await clippedText(page), `${path} at 200% zoom: clipped text`).toEqual([]);
        await page.setViewportSize(DESKTOP);
        if (WALK.has(path)) expect(await walkTabStops(page, path), `${path} has Tab stops`).toBeGreaterThan(20);
      }
      expect(found).toEqual([]);
      expect(health.foreign).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    });
  }
});

test.describe("phone", () => {
  test.use({ viewport: MOBILE });
  const axeHere = new Set(onePerTemplate);
  for (const chunk of inChunks(pagePaths, 10)) {
    test(`no wider than 390 px before interactive, axe, 320 px reflow: ${chunk[0]} …`, async ({ page }) => {
      test.slow();
      const found: string[] = [];
      for (const path of chunk) {
        await page.setViewportSize(MOBILE);
        await page.goto(path);
        expect(await horizontalScroll(page), `${path} at 390 px before interactive`).toBeLessThanOrEqual(0);
        await hydrated(page);
        if (axeHere.has(path)) for (const v of await axeViolations(page)) found.push(`${path}: ${v}`);
        await page.setViewportSize(NARROWEST);
        expect(await horizontalScroll(page), `${path} at 320 px: horizontal scroll`).toBeLessThanOrEqual(0);
        expect(await clippedText(page), `${path} at 320 px: clipped text`).toEqual([]);
      }
      expect(found).toEqual([]);
    });
  }
});

test.describe("desktop, dark theme, nginx", () => {
  test.use({ viewport: DESKTOP, colorScheme: "dark", reducedMotion: "reduce", serviceWorkers: "allow" });
  const paths = [...new Set([...onePerTemplate, ...DARK_WALK])];
  const origin = `http://localhost:${NGINX_PORT}`;
  for (const chunk of inChunks(paths, 7)) {
    test(`axe, console, origins, CSP, Tab walk: ${chunk[0]} …`, async ({ page }) => {
      test.slow();
      const health = await watchPageHealth(page, origin);
      const found: string[] = [];
      for (const path of chunk) {
        for (const v of await openHealthy(page, origin + path, health)) found.push(`${path}: ${v}`);
        if (DARK_WALK.includes(path))
          expect(await walkTabStops(page, path), `${path} has Tab stops`).toBeGreaterThan(20);
      }
      expect(found).toEqual([]);
      expect(health.foreign).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    });
  }
});
