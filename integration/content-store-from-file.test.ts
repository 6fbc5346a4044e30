import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DATA_META, contentStoreFromFile, DATA_STORE_MODULE } from "./content-store-from-file.ts";
// Not in Astro's exports: read from its file, so an Astro that marks content data otherwise fails here.
import { createContentDataIncrementalMetadata } from "../node_modules/astro/dist/core/build/incremental-metadata.js";
import { RESOLVED_DATA_STORE_VIRTUAL_ID } from "../node_modules/astro/dist/content/consts.js";
import { readFileSync } from "node:fs";

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

describe("the Astro module this plugin replaces (an Astro upgrade that changes it fails here, saying what)", () => {
  it("is still the one Astro's content layer loads its store from", () => {
    expect(
      RESOLVED_DATA_STORE_VIRTUAL_ID,
      "Astro renamed its content store module: integration/content-store-from-file.ts now replaces nothing; follow the new id or remove the plugin",
    ).toBe(DATA_STORE_MODULE);
  });

  it("still holds the whole store as one JSON string literal in a single-file store, which is what it saves the build from", () => {
    const loader = readFileSync(
      path.resolve("node_modules/astro/dist/content/vite-plugin-content-virtual-mod.js"),
      "utf8",
    );
    expect(
      loader,
      "Astro no longer inlines the store as `export default JSON.parse(<literal>)`: measure whether integration/content-store-from-file.ts is still needed (ADR 0026)",
    ).toContain("code: `export default JSON.parse(${JSON.stringify(jsonData)})`");
  });
});
