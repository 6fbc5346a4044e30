import { REDIRECT_CACHE } from "../shared/headers";
import { MAX_REQUEST_LINE } from "../server/request-guard";
import { expect, test } from "./support/fixtures";
import { SERVERS } from "../tools/support/nginx";
import { rawExchange, rawHeader } from "../tools/support/raw-http";
import { NOT_FOUND } from "../tools/support/spec-texts";

/**
 * Issue 19, defects 7, 9 and 11: what a request names is decided on its decoded path, every
 * malformed request gets one answer, and what the two servers send is the same. Browser-free: raw
 * sockets only, against `npm start` and nginx (deploy/nginx.conf) on the same build.
 */
const exchange = (port: number, head: string, body = "") => rawExchange(port, `${head}\r\n\r\n${body}`);
const get = (port: number, target: string) =>
  exchange(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close`);

for (const server of SERVERS) {
  test.describe(server.name, () => {
    test("an encoded name is the name it decodes to: private files stay private, a page's file redirects to the page", async () => {
      for (const target of [
        "/%5Fheaders",
        "/%5fredirects",
        "/_%68eaders",
        "/404%2Ehtml",
        "/method-not-allowed%2Ehtml",
      ]) {
        const answer = await get(server.port, target);
        expect(answer.statuses, target).toEqual([404]);
        expect(answer.text, target).toContain(NOT_FOUND.heading);
      }
      for (const [target, page] of [
        ["/about/index%2Ehtml", "/about"],
        ["/about%2Findex.html", "/about"],
        ["/index%2ehtml", "/"],
      ]) {
        const answer = await get(server.port, target!);
        expect(answer.statuses, target).toEqual([301]);
        expect(rawHeader(answer.headers, "Location"), target).toBe(page);
      }
    });

    test("compressed copies are sent in place of their file, never by their own name", async () => {
      const script = /\/assets\/[\w.-]+\.js/.exec((await get(server.port, "/")).text)![0];
      for (const target of [
        "/index.html.gz",
        "/index.html.br",
        "/404.html.br",
        "/404.html.gz",
        `${script}.gz`,
        `${script}.br`,
        "/about/index.html.gz",
        "/index.html%2Egz",
      ]) {
        const answer = await get(server.port, target);
        expect(answer.statuses, target).toEqual([404]);
        expect(answer.text, target).toContain(NOT_FOUND.heading);
        expect(rawHeader(answer.headers, "Content-Security-Policy"), target).toMatch(/script-src 'self'[^;]* 'sha256-/);
      }
    });

    test("every malformed request gets one answer naming the problem", async () => {
      const chunked = (size: string, version = "1.1") =>
        exchange(server.port, `GET /about HTTP/${version}\r\nHost: x\r\nTransfer-Encoding: chunked`, `${size}\r\n\r\n`);
      const cases: [string, () => ReturnType<typeof rawExchange>, number][] = [
        // The issue's own: `printf 'GET /about HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n' | nc`.
        ["chunk size zz", () => chunked("zz"), 400],
        ["chunk size -1", () => chunked("-1"), 400],
        ["chunk size overflowing 64 bits", () => chunked("f".repeat(20)), 400],
        [
          "a quoted transfer coding",
          () => exchange(server.port, `GET /about HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: "chunked"`, "0\r\n\r\n"),
          501,
        ],
        [
          "an unknown transfer coding",
          () => exchange(server.port, "GET /about HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip", "0\r\n\r\n"),
          501,
        ],
        ["chunked on HTTP/1.0", () => chunked("0", "1.0"), 400],
        ["CONNECT", () => exchange(server.port, "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443"), 400],
        [
          "two Host headers",
          () => exchange(server.port, "GET /about HTTP/1.1\r\nHost: localhost\r\nHost: evil.example"),
          400,
        ],
        ["Host: a b", () => exchange(server.port, "GET /about HTTP/1.1\r\nHost: a b"), 400],
        ["Host with a path", () => exchange(server.port, "GET /about HTTP/1.1\r\nHost: a/b"), 400],
      ];
      for (const [name, send, status] of cases) expect((await send()).statuses, name).toEqual([status]);
      // A well-formed body on a GET is read and the page answered.
      expect(
        (
          await exchange(
            server.port,
            "GET /about HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked",
            "3\r\nabc\r\n0\r\n\r\n",
          )
        ).statuses,
      ).toEqual([200]);
      expect((await get(server.port, "/about")).statuses).toEqual([200]);
    });

    test(`a request target up to the ${MAX_REQUEST_LINE / 1024} KB limit is served; a longer request line gets 414`, async () => {
      const query = (length: number) => "/search?q=" + "a".repeat(length - "/search?q=".length);
      expect((await get(server.port, query(16_000))).statuses).toEqual([200]);
      expect((await get(server.port, query(MAX_REQUEST_LINE))).statuses).toEqual([414]);
    });

    test("the absolute form is served when it names this host (RFC 9112 §3.2.2); another host's is refused", async () => {
      const about = await get(server.port, "http://localhost/about");
      expect(about.statuses).toEqual([200]);
      expect(about.text).toContain("<h1");
      expect(about.text).toContain("<title>About");
      const root = await exchange(
        server.port,
        `GET http://LOCALHOST HTTP/1.1\r\nHost: localhost:${server.port}\r\nConnection: close`,
      );
      expect(root.statuses).toEqual([200]);
      const aliased = await get(server.port, "http://localhost/About?x=1");
      expect(aliased.statuses).toEqual([301]);
      expect(rawHeader(aliased.headers, "Location")).toBe("/about?x=1");
      expect((await get(server.port, "http://evil.example/about")).statuses).toEqual([400]);
      expect((await get(server.port, "http://localhost/../package.json")).statuses).toEqual([400]);
    });

    test("a later HTTP/1 minor version is not a bad request (RFC 9110 §2.5); another major version is 505", async () => {
      const request = (version: string) =>
        exchange(server.port, `GET /about HTTP/${version}\r\nHost: localhost\r\nConnection: close`);
      // nginx treats HTTP/1.2 as 1.1; Node's parser cannot, and npm start says 505 rather than 400.
      expect((await request("1.2")).statuses).toEqual([server.name === "nginx" ? 200 : 505]);
      expect((await request("2.0")).statuses).toEqual([505]);
      expect((await request("3.1")).statuses).toEqual([505]);
    });

    test("every error answer carries the security headers every page has", async () => {
      const cases: [string, string][] = [
        ["400 Host: a b", "GET /about HTTP/1.1\r\nHost: a b"],
        ["400 another host's absolute form", "GET http://evil.example/ HTTP/1.1\r\nHost: localhost"],
        ["404", "GET /no-such-page HTTP/1.1\r\nHost: localhost"],
        ["405", "POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0"],
        ["414", `GET /${"a".repeat(MAX_REQUEST_LINE + 10)} HTTP/1.1\r\nHost: localhost`],
        ["431 or 400 headers too large", `GET / HTTP/1.1\r\nHost: localhost\r\nCookie: ${"a".repeat(20_000)}`],
        ["501", "GET /about HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip"],
        ["505", "GET /about HTTP/2.0\r\nHost: localhost"],
      ];
      for (const [name, head] of cases) {
        const answer = await exchange(server.port, `${head}\r\nConnection: close`, name === "501" ? "0\r\n\r\n" : "");
        expect(answer.statuses[0], name).toBeGreaterThanOrEqual(400);
        for (const header of [
          "Content-Security-Policy",
          "X-Content-Type-Options",
          "X-Frame-Options",
          "Referrer-Policy",
          "Permissions-Policy",
          "Cross-Origin-Opener-Policy",
        ]) {
          expect(rawHeader(answer.headers, header), `${name}: ${header}`).toBeTruthy();
        }
        expect(rawHeader(answer.headers, "Content-Security-Policy"), name).toContain("frame-ancestors 'none'");
      }
    });

    test("redirects are kept an hour, and JavaScript is text/javascript, on both servers alike", async () => {
      for (const target of ["/About", "/about/", "/about/index.html", "/WebDevelopment"]) {
        expect(rawHeader((await get(server.port, target)).headers, "Cache-Control"), target).toBe(REDIRECT_CACHE);
      }
      const script = /\/assets\/[\w.-]+\.js/.exec((await get(server.port, "/")).text)![0];
      for (const encoding of ["identity", "gzip"]) {
        const answer = await exchange(
          server.port,
          `GET ${script} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nAccept-Encoding: ${encoding}`,
        );
        expect(rawHeader(answer.headers, "Content-Type"), encoding).toBe("text/javascript; charset=utf-8");
      }
    });
  });
}
