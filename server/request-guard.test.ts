import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REDIRECT_CACHE } from "../shared/headers";
import { MAX_REQUEST_LINE, readTarget, rejectFraming, rejectHost } from "./request-guard";

describe("readTarget", () => {
  it.each([
    ["/", "/", ""],
    ["/about", "/about", ""],
    ["/blog?q=react&category=Tech%20Trends", "/blog", "?q=react&category=Tech%20Trends"],
    ["/assets/root-Dm9.css", "/assets/root-Dm9.css", ""],
    ["/webdev/Frontend", "/webdev/Frontend", ""],
    // Decided on the decoded name (issue 19): these are the private file and the page's file.
    ["/%5Fheaders", "/_headers", ""],
    ["/about/index%2Ehtml?x=1", "/about/index.html", "?x=1"],
    ["/about%2Findex.html", "/about/index.html", ""],
    ["/about//index.html", "/about/index.html", ""],
  ])("reads %s as the path %s", (url, decoded, search) => expect(readTarget(url)).toEqual({ path: decoded, search }));

  it.each([
    ["/../etc/passwd", 400],
    ["/%2e%2e/%2e%2e/etc/passwd", 400],
    ["/assets/%2E%2E/%2E%2E/package.json", 400],
    ["/about%00.html", 400],
    ["/..%5c..%5cpackage.json", 400],
    ["/a\\b", 400],
    ["/%E0%A4%A", 400],
    ["http://evil.example/", 400],
    ["*", 400],
    ["//evil.example/x", 400],
    ["/" + "a".repeat(MAX_REQUEST_LINE), 414],
  ])("refuses %s with %i", (url, status) => expect(readTarget(url)).toEqual({ refuse: status }));
});

describe("readTarget in the absolute form", () => {
  it.each([
    ["http://localhost/about", "localhost", "/about", ""],
    ["HTTP://LocalHost:4173/blog?q=css", "localhost:4173", "/blog", "?q=css"],
    ["https://localhost", "localhost.", "/", ""],
    ["http://localhost?x=1", "localhost", "/", "?x=1"],
  ])("reads %s (Host: %s) as the path %s", (url, host, path, search) =>
    expect(readTarget(url, host)).toEqual({ path, search }),
  );

  it.each([
    ["http://evil.example/", "localhost"],
    ["http://localhost/", undefined],
    ["http://user@localhost/", "localhost"],
    ["http://localhost/../package.json", "localhost"],
    ["ftp://localhost/", "localhost"],
  ])("refuses %s (Host: %s) with 400", (url, host) => expect(readTarget(url, host)).toEqual({ refuse: 400 }));
});

describe("rejectHost and rejectFraming", () => {
  const raw = (...hosts: string[]) => hosts.flatMap((h) => ["Host", h]);
  it.each([["localhost"], ["localhost:4173"], ["localhost."], ["127.0.0.1:80"], ["[::1]:8080"], ["www.example.com"]])(
    "lets Host: %s through",
    (host) => expect(rejectHost(raw(host), { host })).toBeNull(),
  );
  it.each([["a b"], ["a/b"], ["user@host"], ["a\\b"]])("refuses Host: %s", (host) =>
    expect(rejectHost(raw(host), { host })).toBe(400),
  );
  it("refuses two Host lines, which Node's parser folds into the first", () => {
    expect(rejectHost([...raw("localhost"), "HOST", "evil.example"], { host: "localhost" })).toBe(400);
  });
  it("refuses Transfer-Encoding on HTTP/1.0 only", () => {
    expect(rejectFraming("1.0", { "transfer-encoding": "chunked" })).toBe(400);
    expect(rejectFraming("1.1", { "transfer-encoding": "chunked" })).toBeNull();
    expect(rejectFraming("1.0", {})).toBeNull();
  });
});

describe("docs/security.md", () => {
  const security = readFileSync(path.join(import.meta.dirname, "../docs/security.md"), "utf8");
  it("gives the request-line limit, the redirect cache and the JavaScript type the servers apply", () => {
    expect(security).toContain(`${MAX_REQUEST_LINE / 1024} KB`);
    expect(security).not.toMatch(/\b(2|8) KB\b/);
    expect(security).toContain(REDIRECT_CACHE);
    expect(security).toContain("text/javascript");
  });
});
