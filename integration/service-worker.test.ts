import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRECACHE_BUDGET_BYTES, precacheListIn, writeServiceWorker } from "./service-worker";

/** A built site in miniature: the three shell pages, an article, the files they use. */
function site(files: Record<string, string | Buffer> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), "th-sw-"));
  const page = (body: string) => `<!doctype html><link rel="stylesheet" href="/assets/Document.A1.css">${body}`;
  const all: Record<string, string | Buffer> = {
    "index.html": page(
      '<img src="/images/home/hero.svg" alt=""><astro-island component-url="/assets/header.B2.js"></astro-island>',
    ),
    "library/index.html": page('<astro-island component-url="/assets/library-page.C3.js"></astro-island>'),
    "offline/index.html": page(""),
    "blog/an-article/index.html": page(
      '<img src="/images/blog/an-article.svg" alt=""><astro-island component-url="/assets/share.D4.js"></astro-island>',
    ),
    "assets/Document.A1.css": "@font-face{src:url(/assets/inter.E5.woff2)}",
    "assets/inter.E5.woff2": "font",
    "assets/header.B2.js": 'import"./react.F6.js";const t=()=>import(`./toasts.G7.js`);',
    "assets/react.F6.js": "react",
    "assets/toasts.G7.js": "toasts",
    "assets/library-page.C3.js": 'import"./react.F6.js";',
    "assets/share.D4.js": "share",
    "images/home/hero.svg": "<svg/>",
    "images/blog/an-article.svg": "<svg/>",
    "favicon.svg": "<svg/>",
    "favicon-32.png": "png",
    ...files,
  };
  for (const [file, body] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  }
  return root;
}

const precacheOf = (root: string) => precacheListIn(readFileSync(path.join(root, "sw.js"), "utf8"));

describe("the service worker's build", () => {
  it("precaches the shell's pages and every file they use, and nothing of the archive", async () => {
    const root = site();
    const { urls, bytes } = await writeServiceWorker(root);
    expect(urls.sort()).toEqual(
      [
        "/index.html",
        "/library/index.html",
        "/offline/index.html",
        "/assets/Document.A1.css",
        "/assets/inter.E5.woff2",
        "/assets/header.B2.js",
        "/assets/react.F6.js",
        "/assets/toasts.G7.js",
        "/assets/library-page.C3.js",
        "/images/home/hero.svg",
        "/favicon.svg",
        "/favicon-32.png",
      ].sort(),
    );
    expect(bytes).toBeGreaterThan(0);
    // Hashed names are their own revision; a page gets one from its bytes, so a new build's page is fetched again.
    const entries = precacheOf(root);
    expect(entries.find((entry) => entry.url === "/assets/react.F6.js")?.revision).toBeNull();
    expect(entries.find((entry) => entry.url === "/index.html")?.revision).toMatch(/^[0-9a-f]{32}$/);
  });

  it("gives a page a new revision when its bytes change, and the worker's file changes with it", async () => {
    const before = site();
    const after = site({ "index.html": "<!doctype html><p>A new home page</p>" });
    await writeServiceWorker(before);
    await writeServiceWorker(after);
    const revision = (root: string) => precacheOf(root).find((entry) => entry.url === "/index.html")?.revision;
    expect(revision(before)).not.toBe(revision(after));
    expect(readFileSync(path.join(before, "sw.js"), "utf8")).not.toBe(readFileSync(path.join(after, "sw.js"), "utf8"));
  });

  it("fails the build, saying why, when a shell page is missing or the precache is over budget", async () => {
    const noOffline = site();
    rmSync(path.join(noOffline, "offline"), { recursive: true });
    await expect(writeServiceWorker(noOffline)).rejects.toThrow(
      "The service worker's shell pages were not built: /offline",
    );
    const heavy = site({ "assets/react.F6.js": Buffer.alloc(PRECACHE_BUDGET_BYTES + 1) });
    await expect(writeServiceWorker(heavy)).rejects.toThrow(/precache/);
  });
});
