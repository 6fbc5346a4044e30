import { expect, test } from "./support/fixtures";
import { rawRequest } from "./support/raw-http";

const port = Number(process.env.E2E_PORT ?? 4173);

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

test("paths that try to leave the build folder are refused and the server keeps serving", async ({ request }) => {
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
    "/" + "a".repeat(8192),
  ];
  for (const target of attempts) {
    const { status, body } = await rawRequest(port, target);
    expect(status, target).toBeGreaterThanOrEqual(400);
    expect(status, target).toBeLessThan(500);
    expect(body, target).not.toContain('"name": "techhorizon"');
    expect(body, target).not.toContain("root:x:0:0");
  }
  expect((await request.get("/")).status()).toBe(200);
});

test("hashed assets are cached for a year, HTML revalidates", async ({ request }) => {
  const html = await request.get("/");
  expect(html.headers()["cache-control"]).toBe("no-cache");
  const script = (await html.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("responses are served precompressed with brotli and gzip", async ({ request }) => {
  const br = await request.get("/", { headers: { "Accept-Encoding": "br" } });
  expect(br.headers()["content-encoding"]).toBe("br");
  const gzip = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(gzip.headers()["vary"]).toContain("Accept-Encoding");
});

test("every response carries the security headers", async ({ request }) => {
  for (const path of ["/", "/assets/does-not-exist.js", "/no-such-page", "/favicon.svg"]) {
    const headers = (await request.get(path)).headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
  }
});

test("HSTS is sent when a proxy says the request came over HTTPS", async ({ request }) => {
  const plain = await request.get("/");
  expect(plain.headers()["strict-transport-security"]).toBeUndefined();
  const proxied = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
  expect(proxied.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
});

test("build internals are not served", async ({ request }) => {
  expect((await request.get("/__spa-fallback.html")).status()).toBe(404);
  expect((await request.get("/404")).status()).toBe(404);
});
