/**
 * Smoke suite in Firefox ESR (Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi),
 * against `npm start` on the built site: every route (one tag and one author page standing for all)
 * loads with no console error, no uncaught exception and no CSP violation, and becomes interactive; the header menu, the blog filter, the
 * header search and the login form's error toast work. The Chromium suite (Playwright) covers the behaviour in depth;
 * this catches what only another engine gets wrong.
 *
 *   node scripts/smoke.ts            FIREFOX_PATH overrides /usr/bin/firefox-esr
 */
import { spawn } from "node:child_process";
import path from "node:path";
import puppeteer, { type Page } from "puppeteer-core";
import { isInteractive } from "../e2e/support/interactive.ts";
import { templatePaths } from "../e2e/support/site.ts";
import { REPO_ROOT } from "../server/build-layout.ts";
import { freePort } from "./free-port.ts";

const started = Date.now();
const DESKTOP = { width: 1280, height: 800 };
const TIMEOUT = 15_000;

const port = Number(process.env.SMOKE_PORT ?? (await freePort()));
const origin = `http://localhost:${port}`;
const server = spawn(process.execPath, [path.join(REPO_ROOT, "server/index.ts")], { env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" } });
let serverOutput = "";
server.stdout.on("data", (d) => (serverOutput += d));
server.stderr.on("data", (d) => (serverOutput += d));
await new Promise<void>((resolve, reject) => {
  server.stdout.on("data", () => serverOutput.includes(`:${port}`) && resolve());
  server.on("exit", () => reject(new Error(`npm start exited: ${serverOutput}`)));
});

const browser = await puppeteer.launch({
  browser: "firefox",
  protocol: "webDriverBiDi",
  executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
  headless: true,
  defaultViewport: DESKTOP,
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
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return { page, problems };
}

async function load(page: Page, pathname: string) {
  const response = await page.goto(origin + pathname, { waitUntil: "load" });
  // 304 when the page is revalidated from the browser's cache.
  if (response?.status() !== 200 && response?.status() !== 304) throw new Error(`${pathname} answered ${response?.status()}`);
  await page.waitForFunction(isInteractive, { timeout: TIMEOUT });
}

const failures: string[] = [];
async function check(name: string, run: (page: Page) => Promise<void>) {
  const { page, problems } = await openPage();
  try {
    await run(page);
    // A console error logged just after the last step still counts.
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (problems.length) throw new Error(problems.join("; "));
    console.log(`  ok    ${name}`);
  } catch (error) {
    failures.push(name);
    console.log(`  FAIL  ${name}: ${(error as Error).message}`);
  } finally {
    await page.close();
  }
}

console.log(`smoke: ${version} on ${origin}`);
try {
  for (const pathname of templatePaths) {
    await check(`${pathname} loads clean and becomes interactive`, async (page) => {
      await load(page, pathname);
      const h1 = await page.$eval("h1", (h) => h.textContent?.trim() ?? "");
      if (!h1) throw new Error("no h1 text");
      // Islands hydrate on first use: a reader's first focus in the header hydrates it.
      await page.focus("header button:has([data-theme-choice])");
      await page.waitForFunction(() => document.querySelector("astro-island:has(> header)")?.hasAttribute("ssr") === false, { timeout: TIMEOUT });
    });
  }

  await check("the header menu opens a dropdown", async (page) => {
    await load(page, "/");
    const toggle = 'header button[aria-label="More in Web Development"]';
    await page.click(toggle);
    await page.waitForSelector(`${toggle}[aria-expanded="true"]`);
    await page.waitForSelector("#menu-web-development:not([hidden]) a[href='/webdev/frontend']", { visible: true });
  });

  await check("the blog filter narrows the list to a category", async (page) => {
    await load(page, "/blog");
    const [button] = await page.$$("xpath/.//fieldset//button[normalize-space()='AI Insights']");
    if (!button) throw new Error("no AI Insights button");
    await button.click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get("category") === "AI Insights");
    await page.waitForSelector("fieldset button[aria-pressed='true']");
    // The category's articles come from the blog's Pagefind index (WebAssembly under the CSP): wait for them.
    await page.waitForSelector("[aria-busy='false'] article");
    const categories = await page.$$eval("main article", (cards) => cards.map((c) => c.textContent ?? ""));
    if (categories.length === 0 || !categories.every((text) => text.includes("AI Insights"))) throw new Error(`cards: ${categories.length}, not all AI Insights`);
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
    await page.waitForFunction(() => document.querySelector("[data-sonner-toast]")?.textContent?.includes("Please enter a valid email address."));
    if (new URL(page.url()).search) throw new Error(`the form went to ${page.url()}`);
  });
} finally {
  await browser.close();
  server.kill();
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`smoke: ${templatePaths.length + 3 - failures.length} passed, ${failures.length} failed in ${seconds} s (${version})`);
if (failures.length) process.exitCode = 1;
