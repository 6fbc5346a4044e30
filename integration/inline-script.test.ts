import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bundleLibraryInit } from "./inline-script";

describe("the inline library script", () => {
  it("is one classic script with no import, at most 2 KB gzip, on every page", async () => {
    const { code, inputs } = await bundleLibraryInit();
    expect(code).not.toMatch(/\bimport\s*[({"']|\bexport\s/);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(2048);
    // It carries no copy (the words come from the page) and no schema library.
    expect(inputs.some((file) => /\.yaml$|node_modules/.test(file))).toBe(false);
  });
});
