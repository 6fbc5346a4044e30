import type { Page, Request } from "@playwright/test";

/**
 * The site's own code and styles, fetched from its own host the first time an island or the toasts are used
 * (islands hydrate on first use, ADR 0012). Loading it sends nothing: a "sends nothing" test
 * records every other request.
 */
export function isOwnCode(page: Page, request: Request): boolean {
  const kind = request.resourceType();
  return (
    request.method() === "GET" &&
    (kind === "script" || kind === "stylesheet") &&
    new URL(request.url()).origin === new URL(page.url()).origin
  );
}
