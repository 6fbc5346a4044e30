import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { levelsFor, precompress } from "./precompress.ts";

const dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cache = path.join(dir, "cache");

/** A build folder with a page, the same page again, a stylesheet and a file too small to compress. */
function build(name: string, page = "<p>An article about web development.</p>\n".repeat(100)) {
  const root = path.join(dir, name);
  mkdirSync(path.join(root, "blog/a"), { recursive: true });
  writeFileSync(path.join(root, "index.html"), page);
  writeFileSync(path.join(root, "blog/a/index.html"), page);
  writeFileSync(path.join(root, "app.css"), ".card { color: red; }\n".repeat(60));
  writeFileSync(path.join(root, "robots.txt"), "User-agent: *\n");
  return root;
}

describe("precompress", () => {
  it("writes a .br and a .gz of each text file that decompress to it, compressing identical files once", async () => {
    const root = build("first");
    expect(await precompress(root, { cacheDir: cache })).toMatch(
      /^precompress: 3 files \(2 distinct, 2 compressed, 0 from cache\)/,
    );
    for (const file of ["index.html", "blog/a/index.html", "app.css"]) {
      const body = readFileSync(path.join(root, file));
      expect(brotliDecompressSync(readFileSync(path.join(root, `${file}.br`)))).toEqual(body);
      expect(gunzipSync(readFileSync(path.join(root, `${file}.gz`)))).toEqual(body);
    }
    expect(readdirSync(root).filter((f) => f.startsWith("robots"))).toEqual(["robots.txt"]);
  });

  it("takes what an earlier build compressed from the cache, and compresses only what changed", async () => {
    const same = build("second");
    expect(await precompress(same, { cacheDir: cache })).toMatch(/\(2 distinct, 0 compressed, 2 from cache\)/);
    expect(readFileSync(path.join(same, "index.html.br"))).toEqual(readFileSync(path.join(dir, "first/index.html.br")));
    const changed = build("third", "<p>One article changed.</p>\n".repeat(100));
    expect(await precompress(changed, { cacheDir: cache })).toMatch(/\(2 distinct, 1 compressed, 1 from cache\)/);
    expect(brotliDecompressSync(readFileSync(path.join(changed, "index.html.br"))).toString()).toContain(
      "One article changed.",
    );
  });

  it("compresses the Markdown twins and /llms.txt like the pages (ADR 0039)", async () => {
    const root = build("twins");
    writeFileSync(path.join(root, "blog/a.md"), "# An article\n\nAbout web development.\n".repeat(40));
    writeFileSync(
      path.join(root, "llms.txt"),
      "- [An article](https://techhorizon.example/blog/a.md): about it\n".repeat(20),
    );
    await precompress(root, { cacheDir: cache });
    for (const file of ["blog/a.md", "llms.txt"]) {
      expect(gunzipSync(readFileSync(path.join(root, `${file}.gz`))), file).toEqual(
        readFileSync(path.join(root, file)),
      );
      expect(brotliDecompressSync(readFileSync(path.join(root, `${file}.br`))), file).toEqual(
        readFileSync(path.join(root, file)),
      );
    }
  });

  it("in a lean build compresses only the scripts, styles and search files, never a page", async () => {
    const root = build("lean");
    for (const folder of ["assets", "pagefind"]) {
      mkdirSync(path.join(root, folder));
      writeFileSync(path.join(root, folder, "app.js"), "export const words = 'web development';\n".repeat(40));
    }
    expect(await precompress(root, { cacheDir: cache, lean: true })).toMatch(/^precompress: 2 files /);
    expect(readdirSync(path.join(root, "assets"))).toEqual(["app.js", "app.js.br", "app.js.gz"]);
    expect(readdirSync(path.join(root, "pagefind"))).toEqual(["app.js", "app.js.br", "app.js.gz"]);
    expect(readdirSync(root).filter((f) => f.startsWith("index.html"))).toEqual(["index.html"]);
  });
});

describe("levelsFor", () => {
  it("gives the hashed assets every page loads brotli's best level, and every other file the level that is nearly as good at 40 % of the time", () => {
    expect(levelsFor("assets/client.abc123.js")).toEqual({ brotli: 11, gzip: 6 });
    expect(levelsFor("blog/a/index.html")).toEqual({ brotli: 10, gzip: 6 });
    expect(levelsFor("assets.html")).toEqual({ brotli: 10, gzip: 6 });
  });
});
