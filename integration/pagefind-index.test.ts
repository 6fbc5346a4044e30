import { describe, expect, it } from "vitest";
import { entryProblem } from "./pagefind-index";

const ENTRY = JSON.stringify({
  version: "1.5.2",
  languages: { en: { hash: "en_2c91c5854d", wasm: "en", page_count: 69 } },
});
const has =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe("entryProblem", () => {
  it("accepts an entry whose language's metadata file is there", () => {
    expect(entryProblem(ENTRY, has("pagefind.en_2c91c5854d.pf_meta"))).toBeNull();
  });

  it("names what is wrong with a missing, empty, garbled or dangling entry", () => {
    expect(entryProblem(null, has())).toBe("pagefind-entry.json is missing");
    expect(entryProblem("", has())).toBe("pagefind-entry.json is empty");
    expect(entryProblem('{"version":"1.5', has())).toBe("pagefind-entry.json is not JSON");
    expect(entryProblem('{"languages":{}}', has())).toBe("pagefind-entry.json names no language");
    expect(entryProblem(ENTRY, has())).toBe(
      "pagefind-entry.json names en's pagefind.en_2c91c5854d.pf_meta, which is not there",
    );
  });
});
