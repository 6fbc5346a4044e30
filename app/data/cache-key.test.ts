import { describe, expect, it } from "vitest";
import { digestOf, withCacheKeys } from "./cache-key.ts";

const article = (title: string) => ({ params: { slug: "a" }, props: { article: { title, html: "<p>Text</p>" } } });

describe("withCacheKeys", () => {
  it("gives a page the same key while its data and the shared content are the same", () => {
    expect(withCacheKeys([article("One")], "shared")[0]!.cacheKey).toBe(withCacheKeys([article("One")], "shared")[0]!.cacheKey);
  });

  it("changes a page's key when its props change", () => {
    expect(withCacheKeys([article("One")], "shared")[0]!.cacheKey).not.toBe(withCacheKeys([article("Two")], "shared")[0]!.cacheKey);
  });

  it("changes every key when the shared content changes", () => {
    expect(withCacheKeys([article("One")], "menus v1")[0]!.cacheKey).not.toBe(withCacheKeys([article("One")], "menus v2")[0]!.cacheKey);
  });

  it("tells pages with the same props apart by their params", () => {
    const [first, second] = withCacheKeys([{ params: { page: undefined }, props: {} }, { params: { page: "2" }, props: {} }], "shared");
    expect(first!.cacheKey).not.toBe(second!.cacheKey);
  });

  it("keeps each path's params and props", () => {
    expect(withCacheKeys([article("One")], "shared")[0]).toMatchObject(article("One"));
  });
});

describe("digestOf", () => {
  it("tells apart values that would run together", () => {
    expect(digestOf("ab", "c")).not.toBe(digestOf("a", "bc"));
  });
});
