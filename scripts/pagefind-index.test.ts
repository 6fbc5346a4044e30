import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as pagefind from "pagefind";
import { describe, expect, it } from "vitest";
import { entryProblem, INDEX_CHUNK_POSITIONS, withPagefind } from "./pagefind-index";

const ENTRY = JSON.stringify({ version: "1.5.2", languages: { en: { hash: "en_2c91c5854d", wasm: "en", page_count: 69 } } });
const has = (...files: string[]) => (file: string) => files.includes(file);

describe("entryProblem", () => {
  it("accepts an entry whose language's metadata file is there", () => {
    expect(entryProblem(ENTRY, has("pagefind.en_2c91c5854d.pf_meta"))).toBeNull();
  });

  it("names what is wrong with a missing, empty, garbled or dangling entry", () => {
    expect(entryProblem(null, has())).toBe("pagefind-entry.json is missing");
    expect(entryProblem("", has())).toBe("pagefind-entry.json is empty");
    expect(entryProblem('{"version":"1.5', has())).toBe("pagefind-entry.json is not JSON");
    expect(entryProblem('{"languages":{}}', has())).toBe("pagefind-entry.json names no language");
    expect(entryProblem(ENTRY, has())).toBe("pagefind-entry.json names en's pagefind.en_2c91c5854d.pf_meta, which is not there");
  });
});

/** A word made of letters only, so Pagefind neither splits nor merges it: 0 → "qaa", 1 → "qab", … */
const word = (n: number) => "q" + [Math.floor(n / 676) % 26, Math.floor(n / 26) % 26, n % 26].map((d) => String.fromCharCode(97 + d)).join("");

describe("withPagefind", () => {
  it("splits the index into chunks of INDEX_CHUNK_POSITIONS word positions, not Pagefind's default 20,000", async () => {
    // 200 records of 50 words their own, each word 4 times: 50,000 of what Pagefind counts (a
    // word's positions in a page, plus one): 4 chunks at its default, 8 at 8,000.
    const out = mkdtempSync(path.join(tmpdir(), "pagefind-chunks-"));
    const before = process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE;
    try {
      const chunks = await withPagefind(async () => {
        const { index } = await pagefind.createIndex({ forceLanguage: "en" });
        for (let record = 0; record < 200; record++) {
          const words = Array.from({ length: 50 }, (_, i) => word(record * 50 + i));
          await index!.addCustomRecord({ url: `/r${record}/`, language: "en", meta: { title: `r${record}` }, content: [...words, ...words, ...words, ...words].join(" ") });
        }
        expect((await index!.writeFiles({ outputPath: out })).errors).toEqual([]);
        return readdirSync(path.join(out, "index")).length;
      });
      expect(chunks).toBeGreaterThanOrEqual(Math.floor(50_000 / INDEX_CHUNK_POSITIONS));
      expect(process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE).toBe(before);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 30_000);
});
