/**
 * Debian's Chromium as every script drives it (Playwright's own browser download is not available
 * here): the browser, its flags, and a launch with both. playwright.config.ts adds its own flags to
 * these for the suite.
 */
import { chromium } from "@playwright/test";

/** The full browser, package chromium; CHROMIUM_PATH overrides. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless, with nothing of its own on the network: only the page's requests are measured. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
