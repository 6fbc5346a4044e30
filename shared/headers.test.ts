import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  contentSecurityPolicy,
  contentTypeFor,
  inlineScriptHashes,
  inlineStyleHashes,
} from "./headers";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes every inline script the browser runs, once each", () => {
    const html = `<script>a()</script><script type="module" async="">import("/x.js")</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha(`import("/x.js")`)]);
  });

  it("leaves out external scripts, empty scripts and JSON-LD data blocks, which CSP does not govern", () => {
    const html = `<script src="/a.js"></script><script> </script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("inlineStyleHashes and contentSecurityPolicy", () => {
  it("hashes each inline <style>, once each", () => {
    expect(
      inlineStyleHashes(`<style>a{color:red}</style><style media="print">b{}</style><style>a{color:red}</style>`),
    ).toEqual([sha("a{color:red}"), sha("b{}")]);
  });

  it("admits the site's own origin by default and nothing inline but the hashes given: no 'unsafe-inline' anywhere, no manifest-src", () => {
    const csp = contentSecurityPolicy([sha("s()")], [sha("a{}")]);
    // 'self' by default so the web app manifest loads (WebKit rejects manifest-src)...
    expect(csp).toContain("default-src 'self';");
    // ...and every other fetch directive spelled out, so the default governs nothing else.
    for (const directive of [
      "script-src",
      "style-src",
      "img-src",
      "font-src",
      "connect-src",
      "media-src",
      "child-src",
      "frame-src",
      "worker-src",
      "object-src",
    ]) {
      expect(csp).toMatch(new RegExp(`(^|; )${directive} `));
    }
    for (const directive of ["media-src", "child-src", "frame-src", "object-src"])
      expect(csp).toContain(`${directive} 'none'`);
    // The site's own service worker and nothing more (issue 32).
    expect(csp).toContain("worker-src 'self';");
    // WebAssembly compilation (the site search's Pagefind) is the one exception, and it admits no JavaScript eval.
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha("s()")}`);
    expect(csp).toContain(`style-src 'self' ${sha("a{}")}`);
    expect(csp.replace("'wasm-unsafe-eval'", "")).not.toContain("unsafe-");
    expect(csp).not.toContain("manifest-src");
    expect(contentSecurityPolicy()).toContain("style-src 'self';");
  });
});

describe("contentTypeFor", () => {
  it("names text types with their charset, binary types without", () => {
    expect(contentTypeFor("/about/index.html")).toBe("text/html; charset=utf-8");
    expect(contentTypeFor("/assets/home-abc.js")).toBe("text/javascript; charset=utf-8");
    expect(contentTypeFor("/favicon.svg")).toBe("image/svg+xml; charset=utf-8");
    expect(contentTypeFor("/site.webmanifest")).toBe("application/manifest+json; charset=utf-8");
    expect(contentTypeFor("/assets/inter-subset-abc.woff2")).toBe("font/woff2");
    expect(contentTypeFor("/og/blog/x.png")).toBe("image/png");
    expect(contentTypeFor("/favicon.ico")).toBe("image/x-icon");
  });

  it("calls every list's feeds RSS and JSON Feed and gives loader data a type instead of none", () => {
    expect(contentTypeFor("/rss.xml")).toBe("application/rss+xml; charset=utf-8");
    expect(contentTypeFor("/feed.json")).toBe("application/feed+json; charset=utf-8");
    expect(contentTypeFor("/blog/tags/react/rss.xml")).toBe("application/rss+xml; charset=utf-8");
    expect(contentTypeFor("/blog/authors/priya-raman/feed.json")).toBe("application/feed+json; charset=utf-8");
    expect(contentTypeFor("/blog/search-records.json")).toBe("application/json; charset=utf-8");
    expect(contentTypeFor("/sitemap.xml")).toBe("application/xml; charset=utf-8");
    expect(contentTypeFor("/ai/trends.data")).toBe("application/octet-stream");
  });
});

describe("cacheControlFor", () => {
  it("keeps hashed assets a year, the page icons a day, and makes everything else revalidate", () => {
    expect(cacheControlFor("/assets/app.1a2b3c.js")).toBe("public, max-age=31536000, immutable");
    for (const icon of ["/favicon.svg", "/favicon-32.png", "/favicon.ico", "/apple-touch-icon.png"])
      expect(cacheControlFor(icon), icon).toBe("public, max-age=86400");
    for (const file of [
      "/about/index.html",
      "/icon-512.png",
      "/manifest.webmanifest",
      "/pagefind/pagefind.js",
      "/favicon.svg.br",
    ])
      expect(cacheControlFor(file), file).toBe("no-cache");
  });
});
