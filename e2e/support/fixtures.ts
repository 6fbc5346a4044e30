import { test as base, expect, type Page } from "@playwright/test";
import { ignoreHeadlessShellPointer } from "../../tools/support/chromium";
import { isInteractive } from "../../tools/support/interactive";

/**
 * Every test fails if the page logs a console error or warning, throws, or React reports a
 * hydration mismatch. A test that expects a specific message or page error lists it in `allowConsole`.
 */
/**
 * Chromium reports a cross-document view transition that it skips (a navigation that starts while
 * the last one is still being revealed, as tests do at once, or with request interception on) as an
 * uncaught InvalidStateError, although the page catches every promise of the transitions it is
 * handed (theme-init.js). The page still loads; the transition is simply not shown.
 */
const SKIPPED_VIEW_TRANSITION = /^Transition was aborted because of invalid state/;

/**
 * Playwright's own word when the suite's `serviceWorkers: "block"` (playwright.config.ts) refuses the
 * site's registration: the harness speaking, not the page. e2e/offline.spec.ts and console.spec.ts
 * allow the worker, and there any message about it counts.
 */
const WORKER_BLOCKED_BY_HARNESS = /^Service Worker registration blocked by Playwright$/;

export const test = base.extend<{ allowConsole: RegExp[] }>({
  allowConsole: [[], { option: true }],
  // Every page of the test's context, the fixture's and those a test opens beside it, without the
  // headless shell's ghost pointer (tools/support/chromium.ts, ADR 0053).
  context: async ({ context }, provide) => {
    await context.addInitScript(ignoreHeadlessShellPointer);
    await provide(context);
  },
  // The guard is the page fixture itself: every test that uses `page` is guarded, and a test that needs
  // no page (a request, a feed parsed, a build) opens none, nor starts a browser for its worker.
  page: async ({ page, allowConsole }, provide) => {
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error" && msg.type() !== "warning") return;
      const text = msg.text();
      if (WORKER_BLOCKED_BY_HARNESS.test(text)) return;
      if (!allowConsole.some((re) => re.test(text))) problems.push(`${msg.type()}: ${text}`);
    });
    page.on("pageerror", (err) => {
      if (SKIPPED_VIEW_TRANSITION.test(err.message)) return;
      if (!allowConsole.some((re) => re.test(err.message))) problems.push(`pageerror: ${err.message}`);
    });
    await provide(page);
    expect(problems, "console errors, warnings or uncaught exceptions").toEqual([]);
  },
});

export { expect };

/** Wait until the page is interactive (tools/support/interactive.ts): islands that hydrate on their own have. */
export async function hydrated(page: Page) {
  await page.waitForFunction(isInteractive);
}

/** Wait until the island around `selector` has hydrated (its first input has been replayed). */
export async function islandHydrated(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const island = document.querySelector(sel)?.closest("astro-island");
    return Boolean(island && !island.hasAttribute("ssr"));
  }, selector);
}

/** Hold every request matching `url` until the returned function is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
