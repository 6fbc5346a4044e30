/**
 * Smoke suite in Firefox ESR (Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi),
 * against `npm start` on the built site: every route (one tag and one author page standing for all)
 * loads with no console error, no uncaught exception and no CSP violation, and becomes interactive; the header menu, the blog filter, the
 * header search and the login form's error toast work, and so do the behaviours every engine is checked for
 * (smoke-support.ts: the course drawer, the phone menu's focus trap, Remember me before hydration,
 * the hero's Get Started handled by its island;
 * tools/check/webkit.ts runs them in WebKit). The Chromium suite (Playwright) covers the behaviour
 * in depth; this catches what only another engine gets wrong.
 *
 *   node tools/check/smoke.ts            FIREFOX_PATH overrides /usr/bin/firefox-esr
 */
import puppeteer, { type Page } from "puppeteer-core";
import { AI_INSIGHTS, HEADER_MENUS } from "../support/spec-texts.ts";
import {
  behaviours,
  checkList,
  DESKTOP,
  h1Text,
  headerHydrated,
  isInteractive,
  SMOKE_PORT,
  templatePaths,
} from "../support/smoke-support.ts";
import { firstUses, type FirstUseDriver } from "../support/smoke-first-use.ts";
import { seriesBehaviour } from "../support/smoke-series.ts";
import { serveSite } from "../support/serve-site.ts";
import { libraryBehaviours } from "../support/smoke-library.ts";
import { requireSystemPackages } from "../support/system-packages.ts";

requireSystemPackages(["firefox-esr"]);

const TIMEOUT = 15_000;
let site = await serveSite({ port: SMOKE_PORT });
const { origin } = site;

const browser = await puppeteer.launch({
  browser: "firefox",
  protocol: "webDriverBiDi",
  executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
  headless: true,
  defaultViewport: DESKTOP,
  // No request or response is read from the driver (a page's status comes from the page itself, below):
  // without network events Firefox's remote agent stops recording every request in its parent
  // process: four runs of this suite took 114-132 CPU-seconds (121 on average), two with it 128 and 131.
  networkEnabled: false,
});
const version = await browser.version();

/** A fresh page that records console errors, uncaught exceptions and CSP violations. */
async function openPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  page.setDefaultTimeout(TIMEOUT);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${(error as Error).message ?? error}`));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return { page, problems };
}

async function load(page: Page, pathname: string) {
  await page.goto(origin + pathname, { waitUntil: "load" });
  // The status the document came with, as the page saw it (the service worker's answer, once it
  // controls the page); 304 when the page is revalidated from the browser's cache.
  const status = await page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.responseStatus,
  );
  if (status !== 200 && status !== 304) throw new Error(`${pathname} answered ${status}`);
  await page.waitForFunction(isInteractive, { timeout: TIMEOUT });
}

const checks = checkList("smoke");
/**
 * A check in a fresh page (or in `tab`, the route walk's, as a new page sees it: its session storage
 * emptied first): it fails on what it asserts, and on any console error, uncaught exception or CSP
 * violation.
 */
async function check(name: string, run: (page: Page) => Promise<void>, tab?: { page: Page; problems: string[] }) {
  await checks.check(name, async () => {
    const { page, problems } = tab ?? (await openPage());
    problems.length = 0;
    try {
      await run(page);
      // A console error logged just after the last step still counts.
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (problems.length) throw new Error(problems.join("; "));
    } finally {
      if (tab) await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
      else await page.close();
    }
  });
}

console.log(`smoke: ${version} on ${origin}`);
try {
  // The routes in one tab, as a reader goes from page to page: a new tab each took Firefox about
  // half as long again, in processor and in wall time (a new content process each), and what a tab
  // keeps of its own, session storage, is emptied after each.
  const walk = await openPage();
  for (const pathname of templatePaths) {
    await check(
      `${pathname} loads clean and becomes interactive`,
      async (page) => {
        await load(page, pathname);
        if (!(await page.evaluate(h1Text))) throw new Error("no h1 text");
        // Islands hydrate on first use: a reader's first focus in the header hydrates it.
        await page.focus("header button:has([data-theme-choice])");
        await page.waitForFunction(headerHydrated, { timeout: TIMEOUT });
      },
      walk,
    );
  }
  await walk.page.close();

  await check("the header menu opens a dropdown", async (page) => {
    await load(page, "/");
    const toggle = `header button[aria-label="More in ${HEADER_MENUS[0]}"]`;
    await page.click(toggle);
    await page.waitForSelector(`${toggle}[aria-expanded="true"]`);
    await page.waitForSelector("#menu-web-development:not([hidden]) a[href='/webdev/frontend']", { visible: true });
  });

  await check("the blog filter narrows the list to a category", async (page) => {
    await load(page, "/blog");
    const [button] = await page.$$(`xpath/.//fieldset//button[normalize-space()='${AI_INSIGHTS}']`);
    if (!button) throw new Error(`no ${AI_INSIGHTS} button`);
    await button.click();
    await page.waitForFunction(
      (category) => new URL(location.href).searchParams.get("category") === category,
      {},
      AI_INSIGHTS,
    );
    await page.waitForSelector("fieldset button[aria-pressed='true']");
    // The category's articles come from the blog's Pagefind index (WebAssembly under the CSP): wait for them.
    await page.waitForSelector("[aria-busy='false'] article");
    const categories = await page.$$eval("main article", (cards) => cards.map((c) => c.textContent ?? ""));
    if (categories.length === 0 || !categories.every((text) => text.includes(AI_INSIGHTS)))
      throw new Error(`cards: ${categories.length}, not all ${AI_INSIGHTS}`);
  });

  await check("the header search finds pages (Pagefind's WebAssembly under the CSP)", async (page) => {
    await load(page, "/about");
    await page.type("header input[role='combobox']", "kubernetes");
    await page.waitForSelector("header [role='option'] mark", { visible: true });
  });

  await check("the login form shows its error toast", async (page) => {
    await load(page, "/login");
    await page.type("#login-email", "ada@");
    await page.type("#login-password", "correct horse");
    await page.click("main button[type='submit']");
    await page.waitForFunction(() =>
      document.querySelector("[data-sonner-toast]")?.textContent?.includes("Please enter a valid email address."),
    );
    if (new URL(page.url()).search) throw new Error(`the form went to ${page.url()}`);
  });

  // Issue 40's first uses, each on an island still as built (smoke-first-use.ts).
  for (const behaviour of [...behaviours, seriesBehaviour, ...libraryBehaviours, ...firstUses]) {
    await check(behaviour.name, async (page) => {
      const firefox: FirstUseDriver = {
        async load(pathname, viewport) {
          await page.setViewport(viewport);
          await load(page, pathname);
        },
        run: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
        click: (selector) => page.click(selector),
        type: (selector, text) => page.type(selector, text),
        clickAt: (x, y) => page.mouse.click(x, y),
        async press(key, { shift = false } = {}) {
          if (shift) await page.keyboard.down("Shift");
          await page.keyboard.press(key);
          if (shift) await page.keyboard.up("Shift");
        },
        async paste() {
          await page.keyboard.down("Control");
          await page.keyboard.press("v");
          await page.keyboard.up("Control");
        },
        // No network for the site: its server stopped, then started again on the same port.
        async withoutNetwork(steps) {
          await site.stop();
          try {
            await steps();
          } finally {
            site = await serveSite({ port: site.port });
          }
        },
      };
      await behaviour.run(firefox);
    });
  }
} finally {
  await browser.close();
  await site.stop();
}

checks.finish(version);
