import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeStaticHost } from "./static-host.ts";

describe("writeStaticHost", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "static-host-"));
  const root = path.join(dir, "client");
  const target = path.join(dir, "static-host");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  it("holds every file of the build but the precompressed copies, as links that cost no space", () => {
    for (const file of [
      "index.html",
      "index.html.br",
      "index.html.gz",
      "blog/a/index.html",
      "blog/a/index.html.br",
      "og/blog/a.png",
      "_headers",
      "_redirects",
    ])
      write(file, file);
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, "stale.html"), "from the build before");
    const { message, warnings } = writeStaticHost(root, target);
    expect(message).toMatch(/^static-host: 5 files in /);
    expect(warnings).toEqual([]);
    expect(
      readdirSync(target, { recursive: true, encoding: "utf8" })
        .filter((f) => statSync(path.join(target, f)).isFile())
        .sort(),
    ).toEqual(
      ["_headers", "_redirects", "blog/a/index.html", "index.html", "og/blog/a.png"].map((f) =>
        f.replaceAll("/", path.sep),
      ),
    );
    expect(existsSync(path.join(target, "stale.html"))).toBe(false);
    expect(statSync(path.join(target, "index.html")).ino).toBe(statSync(path.join(root, "index.html")).ino);
  });

  it("warns when the folder is more than Cloudflare Pages takes, in files or in one file's size", () => {
    const { warnings } = writeStaticHost(root, target, { files: 4, fileBytes: 15 });
    expect(warnings).toEqual([
      "static-host: 5 files, more than the 4 Cloudflare Pages takes on its free plan (100,000 on paid plans)",
      "static-host: blog/a/index.html is larger than the 15 bytes Cloudflare Pages takes for a file",
    ]);
  });
});
