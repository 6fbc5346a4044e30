import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { linkOrCopy } from "./build-cache.ts";

let dir: string;
beforeEach(() => void (dir = mkdtempSync(path.join(tmpdir(), "build-cache-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("linkOrCopy", () => {
  it("puts the file's bytes at the new path without copying them", () => {
    writeFileSync(path.join(dir, "entry.br"), "compressed");
    linkOrCopy(path.join(dir, "entry.br"), path.join(dir, "page.html.br"));
    expect(readFileSync(path.join(dir, "page.html.br"), "utf8")).toBe("compressed");
    expect(statSync(path.join(dir, "page.html.br")).ino).toBe(statSync(path.join(dir, "entry.br")).ino);
  });

  it("replaces a file already at the new path with the cached one", () => {
    writeFileSync(path.join(dir, "card.png"), "new card");
    writeFileSync(path.join(dir, "out.png"), "old card");
    linkOrCopy(path.join(dir, "card.png"), path.join(dir, "out.png"));
    expect(readFileSync(path.join(dir, "out.png"), "utf8")).toBe("new card");
  });
});
