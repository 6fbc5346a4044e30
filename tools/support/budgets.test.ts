import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bytesPageType, inlineScriptBytes, islandsIn, JS_BUDGETS, KB, pageBytes, pageKinds } from "./budgets";

const island = (component: string, client: string, value: unknown) =>
  `<astro-island uid="x" component-url="/assets/${component}.js" component-export="${component}" ssr client="${client}" opts="${JSON.stringify(
    { name: component, value },
  ).replaceAll('"', "&quot;")}" await-children></astro-island>`;
// The frame every page has: the header and the newsletter form hydrate on first use, the toasts on their own marks.
const frame = [
  island("Header", "interaction", "shortcut"),
  island("NewsletterForm", "interaction", true),
  island("PendingToast", "stored", "th:pending-toast"),
].join("");
const page = (path: string, ...islands: string[]) => ({ path, html: `<main>${islands.join("")}</main>${frame}` });

describe("pageKinds", () => {
  const kinds = pageKinds([
    page("/about"),
    page("/blog/an-article", island("ShareButton", "interaction", true)),
    page("/contact", island("ContactForm", "interaction", "query")),
    page("/signup", island("SignupForm", "interaction", true)),
    page("/search", island("SearchField", "interaction", "query with:search")),
    page("/library", island("LibraryPage", "interaction", "visible")),
    page("/dashboard", island("Chart", "load", undefined)),
  ]);

  it("finds a page read from its islands: only the frame's, or a reading control beside the text", () => {
    expect(kinds.get("/about")).toBe("reading");
    expect(kinds.get("/blog/an-article")).toBe("reading");
  });

  it("finds a widget page from an island of its own that React runs on first use", () => {
    expect(kinds.get("/contact")).toBe("widget");
    expect(kinds.get("/signup")).toBe("widget");
    expect(kinds.get("/search")).toBe("widget");
  });

  it("finds a device page from an island that hydrates as the page opens", () => {
    expect(kinds.get("/library")).toBe("device");
    expect(kinds.get("/dashboard")).toBe("device");
  });

  it("reads an island's directive and value from the HTML as built", () => {
    expect(islandsIn(island("SearchField", "interaction", "query with:search"))).toEqual([
      { component: "SearchField", client: "interaction", value: "query with:search" },
    ]);
  });
});

describe("JS_BUDGETS", () => {
  it("gives each kind of page its budget", () => {
    expect(JS_BUDGETS).toEqual({ reading: 2 * KB, widget: 8 * KB, device: 85 * KB });
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

describe("the HTML and CSS budgets (issue 47)", () => {
  it("gives each template its page type: the home page, lists, articles, course guides, the rest", () => {
    expect(bytesPageType("/")).toBe("home");
    expect(
      ["/blog", "archive:tags", "archive:page", "/blog/series/web-performance-in-practice"].map(bytesPageType),
    ).toEqual(["list", "list", "list", "list"]);
    expect(bytesPageType("article")).toBe("article");
    expect(bytesPageType("webdev")).toBe("course");
    expect(["/about", "ai", "/library", "/404"].map(bytesPageType)).toEqual(["other", "other", "other", "other"]);
  });

  it("counts a page's HTML whole and the CSS of its style elements, raw and gzip", () => {
    const css = ".a{color:red}.b{display:flex}";
    const html = `<html><head><style>${css}</style><style>x{}</style></head><body><p class="a">t</p></body></html>`;
    expect(pageBytes(html)).toEqual({
      html: gzipSync(html, { level: 9 }).length,
      htmlRaw: html.length,
      inlineCss: gzipSync(`${css}x{}`, { level: 9 }).length,
      inlineCssRaw: css.length + 3,
    });
    expect(pageBytes("<p>no style</p>").inlineCss).toBe(0);
  });
});
