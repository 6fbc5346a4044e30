import { test as base, expect, type Page } from "@playwright/test";
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

/**
 * The headless shell (playwright.config.ts) has a mouse where no reader has one: as each page lays
 * out, it sends a trusted pointermove at (0, 0) that never moved, over the header, and the header's
 * island took it for a reader's first use. So every page load in the suite brought React and hydrated
 * the header: 176 ms of the renderer's main thread per load instead of 96 (ADR 0053). Chromium itself
 * sends nothing there, and neither does a browser whose mouse is elsewhere, so the suite drops that
 * one ghost: pointer moves and overs at (0, 0) that did not move, until the page has seen any other
 * move or over. A test's own `mouse.move`, hover, click or tap is never dropped (it lands elsewhere,
 * or moves). It runs as an init script of the test's context, which the page's CSP does not govern.
 */
function ignoreHeadlessShellPointer() {
  let real = false;
  const ghost = (event: Event) => {
    if (real || !event.isTrusted) return;
    const e = event as MouseEvent;
    if (e.clientX === 0 && e.clientY === 0 && e.movementX === 0 && e.movementY === 0) {
      event.stopImmediatePropagation();
    } else {
      real = true;
    }
  };
  for (const type of ["pointermove", "mousemove", "pointerover", "mouseover"])
    addEventListener(type, ghost, { capture: true, passive: true });
}

export const test = base.extend<{ allowConsole: RegExp[] }>({
  allowConsole: [[], { option: true }],
  // Every page of the test's context, the fixture's and those a test opens beside it.
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
