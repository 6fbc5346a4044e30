import { describe, expect, it } from "vitest";
import { contentStoreFromFile, DATA_STORE_MODULE } from "./content-store-from-file.ts";

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const plugin = contentStoreFromFile("/site/node_modules/.astro/data-store.json");
const transform = plugin.transform as unknown as Transform;
const context = { error: (message: string): never => { throw new Error(message); } };

describe("contentStoreFromFile", () => {
  it("makes the content store module read the store's file instead of carrying it inlined", () => {
    const inlined = `export default JSON.parse(${JSON.stringify(JSON.stringify([{ articles: 1 }]))})`;
    const { code } = transform.call(context, inlined, DATA_STORE_MODULE)!;
    expect(code).toContain('readFileSync("/site/node_modules/.astro/data-store.json", "utf8")');
    expect(code).not.toContain("articles");
  });

  it("leaves every other module, and an empty store, as they are", () => {
    expect(transform.call(context, 'export default JSON.parse("[]")', "/site/app/lib/x.ts")).toBeNull();
    expect(transform.call(context, "export default new Map()", DATA_STORE_MODULE)).toBeNull();
  });

  it("fails the build when Astro writes the module another way", () => {
    expect(() => transform.call(context, "export default {articles: []}", DATA_STORE_MODULE)).toThrow(/no longer one inlined JSON.parse/);
  });

  it("applies to builds only", () => {
    expect(plugin.apply).toBe("build");
  });
});
