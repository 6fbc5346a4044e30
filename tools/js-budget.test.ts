import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { inlineScriptBytes, jsBudgetFor, KB } from "./js-budget";

describe("jsBudgetFor", () => {
  // Issue 40: React comes when a reader uses a widget, so these pages, untouched, request what AstroWind's do.
  it.each([
    "/",
    "/blog",
    "/blog/2",
    "/contact",
    "/login",
    "/signup",
    "/forgot-password",
    "/search",
    "/webdev/frontend",
  ])("gives %s the untouched-widget budget of 8 KB", (path) => {
    expect(jsBudgetFor(path)).toEqual({ kind: "widget", maxBytes: 8 * KB });
  });

  it.each(["/library", "/offline"])(
    "gives %s, drawn from the reader's device as it opens, the 85 KB budget",
    (path) => {
      expect(jsBudgetFor(path)).toEqual({ kind: "device", maxBytes: 85 * KB });
    },
  );

  it.each([
    "/blog/react-19-features-in-practice",
    "/about",
    "/services",
    "/services/ai-consulting",
    "/ai",
    "/ai/trends",
    "/tech-trends",
    "/tech/iot",
    "/motivation",
    "/careers",
    "/terms",
    "/privacy",
    "/404",
  ])("gives %s the reading budget", (path) => {
    expect(jsBudgetFor(path)).toEqual({ kind: "reading", maxBytes: 2 * KB });
  });
});

describe("inlineScriptBytes", () => {
  it("counts a page's inline scripts together, as they travel in one compressed HTML file", () => {
    const scripts = ["(function(){var theme='system'})();", "(()=>{var theme='system';document.body})();"];
    const joined = scripts.join("");
    expect(inlineScriptBytes(scripts)).toEqual({ raw: joined.length, gzip: gzipSync(joined, { level: 9 }).length });
    expect(inlineScriptBytes(scripts).gzip).toBeLessThan(
      scripts.reduce((sum, s) => sum + gzipSync(s, { level: 9 }).length, 0),
    );
    expect(inlineScriptBytes([])).toEqual({ raw: 0, gzip: 0 });
  });
});
