import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientCodeDigest, digestOf, withCacheKeys } from "./cache-key.ts";

const article = (title: string) => ({ params: { slug: "a" }, props: { article: { title, html: "<p>Text</p>" } } });

describe("withCacheKeys", () => {
  it("gives a page the same key while its data and the shared content are the same", () => {
    expect(withCacheKeys([article("One")], "shared")[0]!.cacheKey).toBe(
      withCacheKeys([article("One")], "shared")[0]!.cacheKey,
    );
  });

  it("changes a page's key when its props change", () => {
    expect(withCacheKeys([article("One")], "shared")[0]!.cacheKey).not.toBe(
      withCacheKeys([article("Two")], "shared")[0]!.cacheKey,
    );
  });

  it("changes every key when the shared content changes", () => {
    expect(withCacheKeys([article("One")], "menus v1")[0]!.cacheKey).not.toBe(
      withCacheKeys([article("One")], "menus v2")[0]!.cacheKey,
    );
  });

  it("tells pages with the same props apart by their params", () => {
    const [first, second] = withCacheKeys(
      [
        { params: { page: undefined }, props: {} },
        { params: { page: "2" }, props: {} },
      ],
      "shared",
    );
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

describe("clientCodeDigest", () => {
  /** A copy of the client code's places, to change one file at a time. */
  function tree() {
    const root = mkdtempSync(path.join(tmpdir(), "client-code-"));
    for (const file of [
      "app/components/library/save.ts",
      "app/lib/fill.ts",
      "app/layouts/Document.astro",
      "app/content/copy/saving.yaml",
      "app/content/pages/login.yaml",
      "app/app.css",
      "app/theme-init.js",
      "app/directives/interaction.ts",
      "app/directives/stored.ts",
      "app/directives/worker.ts",
      "integration/icons.ts",
      "shared/headers.ts",
      "app/content/articles/one.md",
    ]) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), `// ${file}\n`);
    }
    return root;
  }

  it("changes with any code the browser runs (a page script Astro's page hash does not see), not with an article", () => {
    const before = clientCodeDigest(tree());
    // Each case is a tree of its own: the digest is computed once per tree (once per build).
    const otherArticle = tree();
    writeFileSync(path.join(otherArticle, "app/content/articles/one.md"), "A new excerpt.");
    expect(clientCodeDigest(otherArticle)).toBe(before);
    for (const file of [
      "app/components/library/save.ts",
      "app/app.css",
      "app/directives/interaction.ts",
      "app/directives/worker.ts",
      "app/content/copy/saving.yaml",
      "app/content/pages/login.yaml",
      "integration/icons.ts",
      "shared/headers.ts",
    ]) {
      const changed = tree();
      writeFileSync(path.join(changed, file), "changed");
      expect(clientCodeDigest(changed), file).not.toBe(before);
    }
  });
});
