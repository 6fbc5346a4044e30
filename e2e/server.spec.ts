import { rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { SITE_ROOT } from "../shared/build-layout";
import { inlineScriptHashes, inlineStyleHashes } from "../shared/headers";
import { expect, test } from "./support/fixtures";
import { NGINX_PORT, SERVERS } from "../tools/support/nginx";
import { rawExchange, rawHeader, rawRequest } from "../tools/support/raw-http";
import { serveSite } from "../tools/support/serve-site";
import { pagePaths } from "../tools/support/site";
import { NOT_FOUND } from "../tools/support/spec-texts";

const aliases: [string, string][] = [
  ["/webdev/Frontend", "/webdev/frontend"],
  ["/webdev/Backend", "/webdev/backend"],
  ["/webdev/Database", "/webdev/database"],
  ["/webdev/VersionControl", "/webdev/versioncontrol"],
  ["/webdev/Deployment", "/webdev/deployment"],
  ["/webdev/ToolandResourse", "/webdev/toolandresourse"],
  ["/webdev/ToolsAndResources", "/webdev/toolandresourse"],
  ["/webdev/toolsandresources", "/webdev/toolandresourse"],
  ["/WebDevelopment", "/motivation"],
  ["/webdevelopment", "/motivation"],
  ["/ai-insights", "/ai"],
  ["/AI-Insights/", "/ai"],
  ["/About", "/about"],
  ["/about/", "/about"],
  ["/BLOG/", "/blog"],
];

// The same behaviour is required of `npm start` and of nginx with deploy/nginx.conf.
for (const server of SERVERS) {
  test.describe(server.name, () => {
    test.use({ baseURL: `http://localhost:${server.port}` });

    test("aliases and case variants answer 301 to the canonical page, keeping the query", async ({ request }) => {
      for (const [alias, canonical] of aliases) {
        const response = await request.get(alias, { maxRedirects: 0 });
        expect(response.status(), alias).toBe(301);
        expect(new URL(response.headers()["location"]!, "http://x").pathname, alias).toBe(canonical);
      }
      const withQuery = await request.get("/WebDevelopment?ref=newsletter&x=1", { maxRedirects: 0 });
      expect(withQuery.headers()["location"]).toMatch(/\/motivation\?ref=newsletter&x=1$/);
      expect((await request.get("/about", { maxRedirects: 0 })).status()).toBe(200);
    });

    test("an unknown path answers 404 with the not-found page", async ({ request }) => {
      for (const path of ["/this/page/does-not-exist", "/Nowhere", "/blog/no-such-article"]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).toContain(NOT_FOUND.heading);
      }
    });

    test("HEAD answers like GET without a body", async ({ request }) => {
      const head = await request.head("/about");
      expect(head.status()).toBe(200);
      expect(head.headers()["content-type"]).toContain("text/html");
      expect(await head.body()).toHaveLength(0);
    });

    test("methods other than GET and HEAD get 405 with an Allow header", async ({ request }) => {
      for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
        const response = await request.fetch("/", { method });
        expect(response.status(), method).toBe(405);
        expect(response.headers()["allow"]).toBe("GET, HEAD");
      }
    });

    test("hostile targets get a 4xx, nothing outside the build, and the server keeps serving", async ({ request }) => {
      const attempts = [
        "/../package.json",
        "/../../../../etc/passwd",
        "/%2e%2e/package.json",
        "/assets/%2E%2E/%2E%2E/package.json",
        "/..%2fpackage.json",
        "/..%5cpackage.json",
        "/..\\package.json",
        "/index.html%00.js",
        "/%E0%A4%A",
        "/%",
        "http://evil.example/",
        "/" + "a".repeat(16 * 1024),
        "/_headers",
        "/_worker.js",
        "/_routes.json",
        "/404.html",
        "/404",
      ];
      for (const target of attempts) {
        const { status, body } = await rawRequest(server.port, target);
        expect(status, target).toBeGreaterThanOrEqual(400);
        expect(status, target).toBeLessThan(500);
        expect(body, target).not.toContain('"name": "techhorizon"');
        expect(body, target).not.toContain("root:x:0:0");
        expect(body, target).not.toContain("Content-Security-Policy:");
      }
      expect((await request.get("/")).status()).toBe(200);
    });

    test("hashed assets are cached for a year, the page icons for a day, HTML revalidates", async ({ request }) => {
      const html = await request.get("/");
      expect(html.headers()["cache-control"]).toBe("no-cache");
      const page = await html.text();
      const script = page.match(/\/assets\/[\w.-]+\.js/)?.[0];
      expect(script).toBeTruthy();
      const asset = await request.get(script!);
      expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      const icons = [...page.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(icons).toContain("/favicon.svg");
      for (const icon of [...icons, "/favicon.ico"]) {
        const response = await request.get(icon);
        expect(response.status(), icon).toBe(200);
        expect(response.headers()["cache-control"], icon).toBe("public, max-age=86400");
      }
      expect((await request.get("/manifest.webmanifest")).headers()["cache-control"]).toBe("no-cache");
    });

    test("the service worker is JavaScript, revalidated on every visit, under a CSP that admits only it as a worker", async ({
      request,
    }) => {
      for (const encoding of ["br", "gzip", "identity"]) {
        const worker = await request.get("/sw.js", { headers: { "Accept-Encoding": encoding } });
        expect(worker.status(), encoding).toBe(200);
        expect(worker.headers()["content-type"], encoding).toMatch(/^text\/javascript; ?charset=utf-8$/i);
        // A worker kept by a cache would keep a deploy's readers on the last build (ADR 0036).
        expect(worker.headers()["cache-control"], encoding).toBe("no-cache");
        expect(worker.headers()["content-security-policy"], encoding).toContain("worker-src 'self';");
        expect(await worker.text(), encoding).toContain('"url":"/offline/index.html"');
      }
    });

    test("text is served precompressed with brotli (npm start) and gzip", async ({ request }) => {
      const br = await request.get("/", { headers: { "Accept-Encoding": "br" } });
      expect(br.headers()["content-encoding"]).toBe(server.brotli ? "br" : undefined);
      const gzip = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"]).toBe("gzip");
      expect(gzip.headers()["vary"]).toContain("Accept-Encoding");
    });

    test("each file keeps its type and charset in every encoding, and an encoding refused with q=0 is not sent", async ({
      request,
    }) => {
      for (const encoding of ["br", "gzip", "identity"]) {
        const page = await request.get("/about", { headers: { "Accept-Encoding": encoding } });
        expect(page.headers()["content-type"], encoding).toMatch(/^text\/html; ?charset=utf-8$/i);
        const sent = encoding === "identity" || (encoding === "br" && !server.brotli) ? undefined : encoding;
        expect(page.headers()["content-encoding"], encoding).toBe(sent);
        expect(await page.text(), encoding).toContain("<h1");
      }
      // Every list's feeds, by their name (shared/feeds.ts); an unknown one is the not-found page.
      for (const [file, type] of [
        ["/rss.xml", "application/rss+xml"],
        ["/feed.json", "application/feed+json"],
        ["/blog/tags/react/rss.xml", "application/rss+xml"],
        ["/blog/category/tech-trends/feed.json", "application/feed+json"],
      ] as const) {
        for (const encoding of ["br", "gzip", "identity"]) {
          const feed = await request.get(file, { headers: { "Accept-Encoding": encoding } });
          expect(feed.status(), `${file} ${encoding}`).toBe(200);
          expect(feed.headers()["content-type"], `${file} ${encoding}`).toMatch(
            new RegExp(`^${type.replace("+", "\\+")}; ?charset=utf-8$`, "i"),
          );
        }
      }
      const unknownFeed = await request.get("/blog/tags/no-such-tag/rss.xml");
      expect(unknownFeed.status()).toBe(404);
      expect(unknownFeed.headers()["content-type"]).toMatch(/^text\/html/);
      const refused = await request.get("/about", { headers: { "Accept-Encoding": "br;q=0, gzip" } });
      expect(refused.headers()["content-encoding"]).toBe("gzip");

      // The first answer of a file may be read from disk and later ones from memory: the same bytes.
      const script = (await (await request.get("/")).text()).match(/\/assets\/[\w.-]+\.js/)![0];
      const [first, second] = [await request.get(script), await request.get(script)];
      expect(first.headers()["content-type"]).toContain("javascript");
      expect((await second.body()).equals(await first.body())).toBe(true);
    });

    test("every response carries the security headers; pages admit only their own inline scripts", async ({
      request,
    }) => {
      for (const path of ["/", "/about", "/assets/does-not-exist.js", "/no-such-page", "/favicon.svg"]) {
        const headers = (await request.get(path)).headers();
        const csp = headers["content-security-policy"] ?? "";
        expect(csp, path).toContain("default-src 'self'");
        expect(csp, path).toContain("media-src 'none'");
        expect(csp, path).toContain("child-src 'none'");
        expect(csp, path).not.toContain("'unsafe-inline'");
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(csp, path).toContain("object-src 'none'");
        expect(csp, path).toContain("base-uri 'none'");
        expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
        expect(headers["x-content-type-options"], path).toBe("nosniff");
        expect(headers["x-frame-options"], path).toBe("DENY");
        expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
        expect(headers["permissions-policy"], path).toContain("camera=()");
        expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
      }
      const page = await request.get("/about");
      const scriptSrc =
        page
          .headers()
          ["content-security-policy"]!.split(";")
          .find((d) => d.trim().startsWith("script-src")) ?? "";
      const hashes = scriptSrc.match(/'sha256-[^']+'/g) ?? [];
      const inlineScripts = (await page.text()).match(/<script(?![^>]*src=)[^>]*>(?!<\/script>)/g) ?? [];
      expect(hashes.length).toBeGreaterThan(0);
      expect(hashes.length).toBeLessThanOrEqual(inlineScripts.length);
    });

    test("HSTS is sent when a proxy says the request came over HTTPS", async ({ request }) => {
      const plain = await request.get("/");
      expect(plain.headers()["strict-transport-security"] ?? "").toBe("");
      const proxied = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
      expect(proxied.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    });

    test("a page reloaded from cache still hydrates under its CSP", async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (m) => m.text().includes("Content Security Policy") && violations.push(m.text()));
      await page.goto("/about");
      await page.reload();
      // The header island hydrates on first use; the toggle then switches the theme.
      const toggle = page.getByRole("button", { name: /^Colour theme/ });
      await toggle.click();
      await expect(toggle).toHaveAccessibleName(/^Colour theme: Light/);
      expect(violations).toEqual([]);
    });

    test("every page's CSP admits exactly its own inline scripts and styles, and names no directive browsers reject", async ({
      request,
    }) => {
      for (const path of pagePaths) {
        const response = await request.get(path);
        const csp = response.headers()["content-security-policy"] ?? "";
        const hashesIn = (directive: string) =>
          (new RegExp(`${directive} ([^;]*)`).exec(csp)?.[1]?.match(/'sha256-[^']+'/g) ?? []).sort();
        const html = await response.text();
        expect(hashesIn("script-src"), path).toEqual(inlineScriptHashes(html).sort());
        expect(hashesIn("style-src"), path).toEqual(inlineStyleHashes(html).sort());
        // No style attribute: a CSP hash cannot admit one, so it would be refused.
        expect(html, path).not.toMatch(/<[a-z][^>]* style="/);
        // WebKit logs an error for manifest-src, which it does not know.
        expect(csp, path).not.toContain("manifest-src");
      }
    });

    test("a page's file by name answers 301 to the page: one URL per page", async ({ request }) => {
      const files: [string, string][] = [
        ["/index.html", "/"],
        ["/about/index.html", "/about"],
        ["/blog/index.html", "/blog"],
        ["/About/index.html?x=1", "/about?x=1"],
      ];
      for (const [file, page] of files) {
        const response = await request.get(file, { maxRedirects: 0 });
        expect(response.status(), file).toBe(301);
        expect(response.headers()["location"], file).toBe(page);
      }
    });

    test("redirects name the path only, whatever Host says; a Host with a trailing dot is served", async () => {
      const aliased = await rawExchange(
        server.port,
        "GET /About HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
      );
      expect(aliased.statuses).toEqual([301]);
      expect(rawHeader(aliased.headers, "Location")).toBe("/about");
      const dotted = await rawExchange(server.port, "GET / HTTP/1.1\r\nHost: localhost.\r\nConnection: close\r\n\r\n");
      expect(dotted.statuses).toEqual([200]);
    });

    test("one request, one response: nothing follows a finished answer, and oversized requests get one 4xx", async () => {
      const chunked = await rawExchange(
        server.port,
        "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n",
      );
      expect(chunked.statuses).toHaveLength(1);
      expect(chunked.statuses[0]).toBeGreaterThanOrEqual(400);
      const longLine = await rawExchange(server.port, `GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(longLine.statuses).toEqual([414]);
      const bigHeaders = await rawExchange(
        server.port,
        `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${"a".repeat(20_000)}\r\n\r\n`,
      );
      expect(bigHeaders.statuses).toEqual([server.name === "nginx" ? 400 : 431]);
    });

    test("conditional requests follow RFC 9110: If-None-Match decides (weak, listed or *), a future date is ignored, 304s keep the ETag", async () => {
      const get = (headers = "") =>
        rawExchange(server.port, `GET /about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`);
      const first = await get();
      const etag = rawHeader(first.headers, "ETag")!;
      const lastModified = rawHeader(first.headers, "Last-Modified")!;
      expect(etag).toMatch(/^"/);
      const future = new Date(Date.now() + 86_400_000).toUTCString();
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
        const answer = await get(`If-None-Match: ${ifNoneMatch}\r\n`);
        expect(answer.statuses, ifNoneMatch).toEqual([304]);
        expect(rawHeader(answer.headers, "ETag"), ifNoneMatch).toBe(etag);
      }
      expect((await get(`If-None-Match: "other"\r\nIf-Modified-Since: ${future}\r\n`)).statuses).toEqual([200]);
      expect((await get(`If-Modified-Since: ${future}\r\n`)).statuses).toEqual([200]);
      expect((await get(`If-Modified-Since: ${lastModified}\r\n`)).statuses).toEqual([304]);
    });

    test("a form sent to the server gets a page saying nothing was sent, never an echo of it", async ({ request }) => {
      for (const path of ["/login", "/signup"]) {
        const response = await request.post(path, { form: { email: "ada@example.com", password: "hunter2-secret" } });
        expect(response.status(), path).toBe(405);
        expect(response.headers()["allow"], path).toBe("GET, HEAD");
        expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
        const body = await response.text();
        expect(body, path).toContain("Nothing was sent");
        expect(body, path).not.toContain("hunter2-secret");
      }
      expect((await request.get("/method-not-allowed.html")).status()).toBe(404);
    });
  });
}

test.describe("symbolic links", () => {
  // Links are made before a fresh `npm start` reads the build, and removed afterwards.
  const links = [path.join(SITE_ROOT, "probe-leak.txt"), path.join(SITE_ROOT, "probe-leakdir")];
  test.afterAll(() => links.forEach((link) => rmSync(link, { force: true })));

  test("no server follows a symbolic link out of the build, to a file or to a folder", async () => {
    symlinkSync("/etc/passwd", links[0]!);
    symlinkSync("/etc", links[1]!);
    const node = await serveSite();
    try {
      for (const serverPort of [node.port, NGINX_PORT]) {
        for (const target of ["/probe-leak.txt", "/probe-leakdir/passwd"]) {
          const { status, body } = await rawRequest(serverPort, target);
          expect(status, `${serverPort} ${target}`).toBe(404);
          expect(body, `${serverPort} ${target}`).not.toContain("root:x:0:0");
        }
      }
    } finally {
      await node.stop();
    }
  });
});
