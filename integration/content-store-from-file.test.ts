import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DATA_META, contentStoreFromFile, DATA_STORE_MODULE } from "./content-store-from-file.ts";
// Not in Astro's exports: read from its file, so an Astro that marks content data otherwise fails here.
import { createContentDataIncrementalMetadata } from "../node_modules/astro/dist/core/build/incremental-metadata.js";

type Load = (id: string) => { code: string; meta: unknown } | null;
const loaderOf = (storeFile: string) => {
  const plugin = contentStoreFromFile(storeFile);
  const load = plugin.load as { order: string; handler: Load };
  return { plugin, load };
};

const folder = mkdtempSync(path.join(tmpdir(), "store-"));
const storeFile = path.join(folder, "data-store.json");
writeFileSync(storeFile, JSON.stringify([{ articles: 1 }]));

describe("contentStoreFromFile", () => {
  it("loads the content store module, before Astro's loader, as a read of the store's file", () => {
    const { load } = loaderOf(storeFile);
    expect(load.order).toBe("pre");
    const loaded = load.handler(DATA_STORE_MODULE)!;
    expect(loaded.code).toContain(`readFileSync(${JSON.stringify(storeFile)}, "utf8")`);
    expect(loaded.code).not.toContain("articles");
  });

  it("marks the module as content data, as Astro's loader does, so page caches survive a content change", () => {
    expect(loaderOf(storeFile).load.handler(DATA_STORE_MODULE)!.meta).toEqual(CONTENT_DATA_META);
    expect(CONTENT_DATA_META).toEqual(createContentDataIncrementalMetadata());
  });

  it("leaves every other module, and a build with no store file yet, to the other loaders", () => {
    expect(loaderOf(storeFile).load.handler("/site/app/lib/x.ts")).toBeNull();
    expect(loaderOf(path.join(folder, "missing.json")).load.handler(DATA_STORE_MODULE)).toBeNull();
  });

  it("applies to builds only", () => {
    expect(loaderOf(storeFile).plugin.apply).toBe("build");
  });
});
