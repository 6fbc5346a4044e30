import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteHandler } from "./app";

// A build of one page, the 404 page and two scripts, served as `npm start` serves build/client.
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
  write("404.html", "<!DOCTYPE html><h1>Page Not Found</h1>");
  write("assets/app-abc.js", "console.log(1)", { br: true });
  write("assets/old-abc.js", "console.log(0)", { br: true });
  server = createServer(createSiteHandler({ root, log: () => {} }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, encoding: string) => fetch(origin + url, { headers: { "Accept-Encoding": encoding } });

describe("createSiteHandler", () => {
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
