import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawExchange } from "../tools/support/raw-http";
import { createSiteHandler, StartupError } from "./app";
import { handleClientErrors } from "./client-error";

// A build of two pages, the 404 and 405 pages and two scripts, served as `npm start` serves the
// build; and two symbolic links out of it (to a file and to a folder), which it must not follow.
let root: string;
let server: Server;
let origin: string;

function write(file: string, body: string, { br = false } = {}) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), body);
  if (br) writeFileSync(path.join(root, file + ".br"), brotliCompressSync(body));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "site-handler-"));
  write("index.html", "<!DOCTYPE html><h1>Home</h1>", { br: true });
  write("about/index.html", "<!DOCTYPE html><h1>About</h1>");
  write("404.html", "<!DOCTYPE html><h1>Page Not Found</h1>");
  write("method-not-allowed.html", "<!DOCTYPE html><h1>Nothing was sent</h1>");
  const outside = mkdtempSync(path.join(tmpdir(), "outside-"));
  writeFileSync(path.join(outside, "secret.txt"), "root:x:0:0");
  symlinkSync(path.join(outside, "secret.txt"), path.join(root, "leak.txt"));
  symlinkSync(outside, path.join(root, "leakdir"));
  write("assets/app-abc.js", "console.log(1)", { br: true });
  write("assets/old-abc.js", "console.log(0)", { br: true });
  write("_headers", "/*\n  X-Frame-Options: DENY");
  write("empty.txt", "");
  server = createServer(createSiteHandler({ root }));
  handleClientErrors(server, () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, encoding: string) => fetch(origin + url, { headers: { "Accept-Encoding": encoding } });

describe("createSiteHandler", () => {
  it("serves an empty file, twice, and keeps answering (st's cache refused a size of 0 and threw)", async () => {
    for (let i = 0; i < 2; i++) {
      const empty = await get("/empty.txt", "identity");
      expect(empty.status).toBe(200);
      expect(await empty.text()).toBe("");
    }
    expect((await get("/about", "identity")).status).toBe(200);
  });

  it("answers with the precompressed variant the request accepts, typed as the file it stands for", async () => {
    const br = await get("/assets/app-abc.js", "br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await br.text()).toBe("console.log(1)");

    const plain = await get("/assets/app-abc.js", "br;q=0");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe("console.log(1)");
  });

  it("serves repeat requests with the same bytes and revalidates them by ETag", async () => {
    const first = await get("/", "br");
    const second = await get("/", "br");
    expect(await second.text()).toBe(await first.text());
    const etag = second.headers.get("etag")!;
    const revalidated = await fetch(origin + "/", { headers: { "Accept-Encoding": "br", "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
  });

  it("answers a file removed after start-up with the 404 page, not with the file's type and encoding", async () => {
    rmSync(path.join(root, "assets/old-abc.js.br"));
    const gone = await get("/assets/old-abc.js", "br");
    expect(gone.status).toBe(404);
    expect(gone.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(gone.headers.get("content-encoding")).toBeNull();
    expect(await gone.text()).toContain("Page Not Found");
  });

  it("never hands a name outside the build's file list to the file server", async () => {
    write("added-later.txt", "not part of the build");
    expect((await get("/added-later.txt", "identity")).status).toBe(404);
  });
});

describe("createSiteHandler on issue 14's probes", () => {
  it("follows no symbolic link out of the build, to a file or to a folder", async () => {
    for (const url of ["/leak.txt", "/leakdir/secret.txt"]) {
      const response = await get(url, "identity");
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).not.toContain("root:x:0:0");
    }
  });

  it("answers a page's file by name with a 301 to the page, and an unknown one with 404", async () => {
    for (const [url, location] of [
      ["/index.html", "/"],
      ["/about/index.html", "/about"],
      ["/About/INDEX.html?x=1", "/about?x=1"],
    ]) {
      const response = await fetch(origin + url, { redirect: "manual" });
      expect(response.status, url).toBe(301);
      expect(response.headers.get("location"), url).toBe(location);
    }
    expect((await fetch(origin + "/nowhere/index.html", { redirect: "manual" })).status).toBe(404);
  });

  it("answers a form sent to it with the 405 page, never echoing what was sent", async () => {
    const response = await fetch(origin + "/login", { method: "POST", body: "email=a%40b.c&password=hunter2" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const body = await response.text();
    expect(body).toContain("Nothing was sent");
    expect(body).not.toContain("hunter2");
  });

  it("answers conditional requests by RFC 9110: If-None-Match decides, weakly, with lists and *; 304s carry the ETag", async () => {
    const first = await get("/about", "identity");
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;
    const conditional = (headers: Record<string, string>) =>
      fetch(origin + "/about", { headers: { "Accept-Encoding": "identity", ...headers } });
    const future = new Date(Date.now() + 86_400_000).toUTCString();
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const response = await conditional({ "If-None-Match": ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get("etag"), ifNoneMatch).toBe(etag);
      expect(response.headers.get("content-security-policy"), ifNoneMatch).toContain("default-src");
    }
    expect((await conditional({ "If-None-Match": '"other"', "If-Modified-Since": future })).status).toBe(200);
    expect((await conditional({ "If-Modified-Since": future })).status).toBe(200);
    expect((await conditional({ "If-Modified-Since": lastModified })).status).toBe(304);
    expect((await conditional({ "If-Modified-Since": "yesterday" })).status).toBe(200);
  });

  it("decides on the decoded path: an encoded private file is not found, an encoded page file redirects (issue 19)", async () => {
    for (const url of ["/%5Fheaders", "/_%68eaders", "/404%2Ehtml"]) {
      const response = await get(url, "identity");
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toContain("Page Not Found");
    }
    const page = await fetch(origin + "/about/index%2Ehtml", { redirect: "manual" });
    expect(page.status).toBe(301);
    expect(page.headers.get("location")).toBe("/about");
    expect(page.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("never serves a precompressed copy by its own name", async () => {
    for (const url of ["/index.html.br", "/assets/app-abc.js.br", "/index.html%2Ebr"]) {
      const response = await get(url, "br");
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toContain("Page Not Found");
    }
  });

  it("answers a GET whose body turns out malformed with 400, and one whose body is whole with the page", async () => {
    const port = (server.address() as AddressInfo).port;
    const chunked = (body: string) =>
      rawExchange(
        port,
        `GET /about HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n${body}`,
      );
    expect((await chunked("zz\r\n\r\n")).statuses).toEqual([400]);
    expect((await chunked("3\r\nabc\r\n0\r\n\r\n")).statuses).toEqual([200]);
    expect((await rawExchange(port, "CONNECT x:443 HTTP/1.1\r\nHost: x:443\r\n\r\n")).statuses).toEqual([400]);
    expect((await rawExchange(port, "GET /about HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n")).statuses).toEqual([400]);
  });

  it("refuses to start on a build without its 404 page, saying so in one line", () => {
    const incomplete = mkdtempSync(path.join(tmpdir(), "site-incomplete-"));
    writeFileSync(path.join(incomplete, "index.html"), "<h1>Home</h1>");
    try {
      expect(() => createSiteHandler({ root: incomplete })).toThrow(StartupError);
      expect(() => createSiteHandler({ root: incomplete })).toThrow(/has no 404\.html: run "npm run build" again/);
    } finally {
      rmSync(incomplete, { recursive: true, force: true });
    }
  });
});
