/**
 * Debian's Chromium as every script drives it (Playwright's own browser download is not available
 * here): the browser, its flags, and a launch with both. playwright.config.ts adds its own flags to
 * these for the suite; Lighthouse's chrome-launcher (lighthouse-run.ts) takes them as they are.
 */
import { chromium } from "@playwright/test";

/** The full browser, package chromium; CHROMIUM_PATH overrides. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The same engine without the browser around it, package chromium-headless-shell (ADR 0025). */
export const CHROMIUM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

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

export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
