/**
 * The one test of "the page is interactive": every island that hydrates on its own has done so
 * (those hydrated when idle, those hydrated when visible that are in view, and those a query in the
 * address starts). Islands that
 * hydrate on a reader's first input hold that input and replay it (app/directives/interaction.ts),
 * so a test acts on them straight away. Runs in the page, so it is handed to page.waitForFunction by
 * Playwright (fixtures.ts, hydrated) and by Puppeteer (the Firefox smoke suite, tools/check/smoke.ts) alike.
 */
export function isInteractive(): boolean {
  if (document.readyState !== "complete") return false;
  return [...document.querySelectorAll("astro-island[ssr]")].every((island) => {
    const triggers = new Set(String(JSON.parse(island.getAttribute("opts") ?? "{}").value ?? "").split(/\s+/));
    if (triggers.has("idle")) return false;
    // "query": the page's address carries one (a link to /blog?category=…), so the island starts at once.
    if (triggers.has("query") && location.search.length > 1) return false;
    if (!triggers.has("visible")) return true;
    const box = [...island.children].map((c) => c.getBoundingClientRect()).find((r) => r.width || r.height);
    return !box || box.bottom < 0 || box.top > window.innerHeight;
  });
}
