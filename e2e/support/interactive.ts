/**
 * The one test of "the page is interactive": its handlers are attached. Today React Router's root
 * sets data-hydrated on <html> once React has hydrated the whole page. Runs in the page, so it is
 * handed to page.waitForFunction by Playwright (fixtures.ts, hydrated) and by Puppeteer (the
 * Firefox smoke suite, scripts/smoke.ts) alike.
 */
export function isInteractive(): boolean {
  return document.documentElement.dataset.hydrated === "true";
}
