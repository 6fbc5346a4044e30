/**
 * What a reader's searches transfer, measured in Chromium against a build: every byte of response
 * (headers and body as sent, compressed) under /pagefind/ or /pagefind-blog/ while a reader makes a
 * first site search in the header field, then a second, and a first search on /blog. Budgets (issue 20,
 * ADR 0023): the first site search at most 250 KB at 10,000 articles, each further one at most 60 KB;
 * the blog's first search is held to the first search's budget.
 *   node tools/check/search-transfer.ts            (serves build/client itself; fails over budget)
 *   node tools/check/search-transfer.ts --json     (the figures only)
 * measureSearchTransfer() is for other scripts (a benchmark over a generated archive).
 */
import type { Page } from "@playwright/test";
import { launchChromium } from "../support/chromium.ts";
import { serveSite } from "../support/serve-site.ts";
import { HEADER_SEARCH } from "../support/spec-texts.ts";

const KB = 1024;
export const SEARCH_BUDGETS = { firstSearch: 250 * KB, nextSearch: 60 * KB, blogSearch: 250 * KB };

export interface SearchTransfer {
  /** Bytes of the first site search: Pagefind's script and WebAssembly, its metadata, index chunks and the shown results' fragments. */
  firstSearch: number;
  /** Bytes of a second, different site search. */
  nextSearch: number;
  /** Bytes of a first search on /blog (the blog's own bundle). */
  blogSearch: number;
}

/** Bytes received for search since `from`, counted when each response has finished. */
function meter(page: Page) {
  let bytes = 0;
  page.on("requestfinished", (request) => {
    if (!/^\/pagefind(-blog)?\//.test(new URL(request.url()).pathname)) return;
    void request.sizes().then((s) => (bytes += s.responseHeadersSize + s.responseBodySize));
  });
  return () => bytes;
}

async function settle(page: Page) {
  // Past the search's debounce, then until nothing more is fetched.
  await page.waitForTimeout(300);
  await page.waitForLoadState("networkidle");
  // Sizes are read asynchronously once a request finishes.
  await page.waitForTimeout(200);
}

export async function measureSearchTransfer(
  base: string,
  queries = { first: "kubernetes", next: "react hooks", blog: "language models" },
): Promise<SearchTransfer> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
    const page = await context.newPage();
    const bytes = meter(page);
    await page.goto(`${base}/about`, { waitUntil: "networkidle" });
    const field = page.getByRole("banner").getByRole("combobox", { name: HEADER_SEARCH });
    const options = page.getByRole("listbox", { name: "Search results" }).getByRole("option");
    await field.fill(queries.first);
    await options.first().waitFor();
    await settle(page);
    const firstSearch = bytes();
    await field.fill(queries.next);
    await settle(page);
    await options.first().waitFor();
    const nextSearch = bytes() - firstSearch;

    const blogPage = await context.newPage();
    const blogBytes = meter(blogPage);
    await blogPage.goto(`${base}/blog`, { waitUntil: "networkidle" });
    await blogPage.getByRole("searchbox", { name: "Search articles" }).fill(queries.blog);
    await blogPage.waitForURL(/\?q=/);
    await blogPage.locator("[aria-busy=false]").waitFor();
    await settle(blogPage);
    return { firstSearch, nextSearch, blogSearch: blogBytes() };
  } finally {
    await browser.close();
  }
}

if (import.meta.main) {
  const server = await serveSite();
  const figures = await measureSearchTransfer(server.origin);
  await server.stop();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(figures));
  } else {
    let over = false;
    for (const [name, value] of Object.entries(figures) as [keyof SearchTransfer, number][]) {
      const budget = SEARCH_BUDGETS[name];
      over ||= value > budget;
      console.log(
        `${value > budget ? "OVER" : "ok  "} ${name}: ${(value / KB).toFixed(1)} KB (budget ${budget / KB} KB)`,
      );
    }
    if (over) process.exitCode = 1;
  }
}
