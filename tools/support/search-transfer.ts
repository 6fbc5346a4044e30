/**
 * What a reader's searches transfer (issue 20, ADR 0023), measured one way for the gate's check of
 * the build (tools/check/search-transfer.ts) and for the archive at scale (tools/support/scale-site.ts:
 * e2e/archive-scale.spec.ts and measure:scale): in the headless shell (ADR 0055) at 1280 × 800, a
 * first site search in the header's field, then a second, and a first search on /blog, each counted
 * as every byte received under /pagefind/ or /pagefind-blog/ (headers and body as sent, compressed)
 * until its answer shows and the network is quiet. Nothing is reset before the first: anything of search
 * fetched before it is used counts in it.
 */
import type { Browser, Page } from "@playwright/test";
import { KB } from "./budgets.ts";
import { newContext } from "./chromium.ts";
import { watchNetwork } from "./page-js.ts";
import { HEADER_SEARCH } from "./spec-texts.ts";

export interface SearchTransfer {
  /** A first site search: Pagefind's script and WebAssembly, its metadata, index chunks and the shown results' fragments. */
  first: number;
  /** A second, different site search. */
  second: number;
  /** A first search on /blog (the blog's own bundle). */
  blog: number;
}

/** Budgets of issue 20, for 10,000 articles (so a smaller archive meets them too); the blog's first search is held to the site's. */
export const SEARCH_BUDGETS: SearchTransfer = { first: 250 * KB, second: 60 * KB, blog: 250 * KB };

/** Each figure as the checks name it. */
export const SEARCH_NAMES: Record<keyof SearchTransfer, string> = {
  first: "first site search transfer",
  second: "next site search transfer",
  blog: "blog search transfer",
};

const QUERIES: Record<keyof SearchTransfer, string> = {
  first: "kubernetes",
  second: "react hooks",
  blog: "language models",
};

const isSearch = (pathname: string) => /^\/pagefind(-blog)?\//.test(pathname);

/** Until the header's suggestions answer `query`: an option marks one of its words (the last answer stays while the next comes). */
const answered = (page: Page, query: string) =>
  page.waitForFunction(
    (words) =>
      [...document.querySelectorAll("[role='listbox'] [role='option'] mark")].some((mark) =>
        words.some((word) => mark.textContent!.toLowerCase().includes(word)),
      ),
    query.split(" "),
  );

export async function measureSearchTransfer(browser: Browser, base: string): Promise<SearchTransfer> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const site = await watchNetwork(page, isSearch);
    await page.goto(`${base}/about`, { waitUntil: "networkidle" });
    const field = page.getByRole("banner").getByRole("combobox", { name: HEADER_SEARCH });
    let counted = 0;
    const searched = async (query: string) => {
      await field.fill(query);
      await answered(page, query);
      await site.settled();
      const bytes = site.bytes - counted;
      counted = site.bytes;
      return bytes;
    };
    const first = await searched(QUERIES.first);
    const second = await searched(QUERIES.second);

    const blogPage = await context.newPage();
    const blog = await watchNetwork(blogPage, isSearch);
    await blogPage.goto(`${base}/blog`, { waitUntil: "networkidle" });
    await blogPage.getByRole("searchbox", { name: "Search articles" }).fill(QUERIES.blog);
    await blogPage.waitForURL(/\?q=/);
    await blogPage.locator("[aria-busy=false]").waitFor();
    await blog.settled();
    return { first, second, blog: blog.bytes };
  } finally {
    await context.close();
  }
}
