import { describe, expect, it } from "vitest";
import { countText, fill } from "./copy-text";

describe("fill", () => {
  it("fills each named slot and leaves other braces alone", () => {
    expect(fill("Page {page} of {count}", { page: 2, count: 5 })).toBe("Page 2 of 5");
    expect(fill('No results for "{query}"', { query: "{x}" })).toBe('No results for "{x}"');
    expect(fill("{a} and {b}", { a: "A" })).toBe("A and {b}");
  });
});

describe("countText", () => {
  it("says one in its own words and any other number in the template", () => {
    const forms = { one: "1 article", other: "{count} articles" };
    expect(countText(forms, 1)).toBe("1 article");
    expect(countText(forms, 0)).toBe("0 articles");
    expect(countText(forms, 12)).toBe("12 articles");
  });
});
