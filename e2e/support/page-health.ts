import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/**
 * What a page does beyond its console (the fixture's guard): requests to another origin than
 * `origin`, and CSP violations, which the browser reports as events the console does not always
 * carry. Call before the first navigation; `foreign` collects as pages load, `cspViolations()` reads
 * the current page's.
 */
export async function watchPageHealth(page: Page, origin: string) {
  const foreign: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).origin !== origin) foreign.push(r.url());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return { foreign, cspViolations: () => page.evaluate(() => window.__cspViolations) };
}
