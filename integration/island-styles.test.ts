import { describe, expect, it } from "vitest";
import { islandStyleInHead } from "./island-styles.ts";

const STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

describe("islandStyleInHead", () => {
  it("moves Astro's island style from the body to the end of the head, unchanged", () => {
    const html = `<html><head><title>t</title></head><body><header>${STYLE}<script>1</script><astro-island></astro-island></header></body></html>`;
    expect(islandStyleInHead(html, "a.html")).toBe(
      `<html><head><title>t</title>${STYLE}</head><body><header><script>1</script><astro-island></astro-island></header></body></html>`,
    );
  });

  it("leaves a page without islands as it is", () => {
    const html = "<html><head></head><body><p>static</p></body></html>";
    expect(islandStyleInHead(html, "b.html")).toBe(html);
  });

  it("fails the build when a page has islands but Astro no longer writes the style this way", () => {
    expect(() =>
      islandStyleInHead("<html><head></head><body><astro-island></astro-island></body></html>", "c.html"),
    ).toThrow(/c\.html/);
  });
});
