/**
 * Debian's Chromium as every script drives it (Playwright's own browser download is not available
 * here): the browser, its flags, and a launch with both. playwright.config.ts adds its own flags to
 * these for the suite; Lighthouse's chrome-launcher (lighthouse-run.ts) takes them as they are.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from "@playwright/test";

/** The full browser, package chromium; CHROMIUM_PATH overrides. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The same engine without the browser around it, package chromium-headless-shell (ADR 0025). */
export const CHROMIUM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * What loads pages to drive, count or order them against their first paint (ADR 0025, 0055): the
 * headless shell, about a third of the full browser's processor time a page, when it is installed
 * and CHROMIUM_PATH names no other browser; else the full browser.
 */
export const SHELL_OR_CHROMIUM =
  process.env.CHROMIUM_PATH || !existsSync(CHROMIUM_HEADLESS_SHELL) ? CHROMIUM : CHROMIUM_HEADLESS_SHELL;

/**
 * Headless (since Chromium 132 `--headless` is the mode `--headless=new` named), with nothing of its
 * own on the network: only the page's requests are measured.
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The full browser, for pictures a person looks at (the screenshots). Lighthouse starts it its own way
 * (lighthouse-run.ts, with CHROMIUM and these flags): its metrics differ on the shell (ADR 0055).
 */
export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

/** The shell (SHELL_OR_CHROMIUM), for the checks that load pages; open its contexts with `newContext`. */
export const launchShell = () => chromium.launch({ executablePath: SHELL_OR_CHROMIUM, args: CHROMIUM_ARGS });

/**
 * The headless shell has a mouse where no reader has one: as each page lays out, it sends a trusted
 * pointermove at (0, 0) that never moved, over the header, and the header's island took it for a
 * reader's first use. So every page load in the suite brought React and hydrated the header: 176 ms
 * of the renderer's main thread per load instead of 96 (ADR 0053). Chromium itself sends nothing
 * there, and neither does a browser whose mouse is elsewhere, so this drops that one ghost: pointer
 * moves and overs at (0, 0) that did not move, until the page has seen any other move or over. A
 * script's own `mouse.move`, hover, click or tap is never dropped (it lands elsewhere, or moves). It
 * runs as an init script of a context, which the page's CSP does not govern.
 */
export function ignoreHeadlessShellPointer() {
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

/** A context of `browser` whose pages never see the shell's ghost pointer (harmless in the full browser). */
export async function newContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(ignoreHeadlessShellPointer);
  return context;
}
