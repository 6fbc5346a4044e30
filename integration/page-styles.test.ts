import { describe, expect, it } from "vitest";
import { selectorNeeds, splitStyles, vocabularyOf, withPageStyles, wordsOf } from "./page-styles.ts";

const CSS = [
  "@layer theme,base,components,utilities;",
  "@layer theme{:root{--color-brand:#4f46e5;--color-unused:red;--tw-shadow-x:0}}",
  "@layer base{h1{font-weight:700}table{border-collapse:collapse}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".text-brand{color:var(--color-brand)}",
  ".max-w-\\[88rem\\]{max-width:88rem}",
  "@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}",
  ".open-panel{display:block}",
  ".never-used{color:red}",
  ".animate-float{animation:float 6s infinite}",
  "}",
  "@media print{.print\\:hidden{display:none}}",
  "@keyframes float{50%{transform:translateY(-10px)}}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
  '@property --tw-shadow-x{syntax:"*";inherits:false}',
].join("");

const page = (html: string, script = "") => vocabularyOf(html, wordsOf(script ? [script] : []));

describe("selectorNeeds", () => {
  it("reads escaped class names and element names, and ignores what :is(), :not() and attributes narrow", () => {
    expect(selectorNeeds(".max-w-\\[88rem\\]")).toEqual({ classes: ["max-w-[88rem]"], elements: [] });
    expect(selectorNeeds(".prose :not(pre)>code")).toEqual({ classes: ["prose"], elements: ["code"] });
    expect(selectorNeeds(".dark\\:x:where([data-theme=dark],[data-theme=dark] *)")).toEqual({
      classes: ["dark:x"],
      elements: [],
    });
    expect(selectorNeeds("a.nav-link:hover")).toEqual({ classes: ["nav-link"], elements: ["a"] });
  });
});

describe("splitStyles", () => {
  const home = page(
    '<html><body><h1 class="flex text-brand hover:underline max-w-[88rem] print:hidden animate-float">x</h1></body></html>',
    'el.className="open-panel"',
  );
  const about = page('<html><body><p class="flex">y</p></body></html>');
  const { inline, deferred } = splitStyles(CSS, [home, about]);

  it("puts in each page the rules its markup uses, in Tailwind's layer order", () => {
    expect(inline[0]).toMatch(/^@layer theme,base,components,utilities;/);
    expect(inline[0]).toContain(".flex{display:flex}");
    expect(inline[0]).toContain(".text-brand{color:var(--color-brand)}");
    expect(inline[0]).toContain(".max-w-\\[88rem\\]{max-width:88rem}");
    expect(inline[0]).toContain("h1{font-weight:700}");
    expect(inline[1]).toContain(".flex{display:flex}");
    expect(inline[1]).not.toContain("text-brand");
    expect(inline[1]).not.toContain("h1");
  });

  it("defers rules for a pointer, for paper and for what only a script renders, once for all pages", () => {
    expect(deferred).toContain(".hover\\:underline:hover");
    expect(deferred).toContain("@media print{.print\\:hidden{display:none}}");
    expect(deferred).toContain(".open-panel{display:block}");
    for (const text of inline) {
      expect(text).not.toContain(":hover");
      expect(text).not.toContain("print\\:hidden");
      expect(text).not.toContain("open-panel");
    }
  });

  it("ships no rule that no page can use, and no rule twice", () => {
    for (const text of [...inline, deferred]) {
      expect(text).not.toContain("never-used");
      expect(text).not.toContain("table");
    }
    expect(deferred).not.toContain(".flex{");
  });

  it("keeps custom properties, @property and @keyframes only where something reads them", () => {
    expect(inline[0]).toContain("--color-brand:#4f46e5");
    expect(inline[0]).not.toContain("--color-unused");
    expect(inline[0]).toContain("@keyframes float");
    expect(inline[0]).not.toContain("@keyframes spin");
    expect(inline[0]).not.toContain("@property");
    expect(inline[1]).not.toContain("--color-brand");
    expect(deferred).not.toContain("@keyframes");
  });

  it("counts markup that an inline script writes before the first paint as the page's own", () => {
    const article = page("<html><body><script>x.innerHTML='<div class=code-bar></div>'</script></body></html>");
    const { inline: own } = splitStyles("@layer utilities{.code-bar{display:flex}}", [article]);
    expect(own[0]).toContain(".code-bar{display:flex}");
  });
});

describe("withPageStyles", () => {
  const html = '<html><head><link rel="stylesheet" href="/assets/Document.abc.css"></head><body><p>x</p></body></html>';

  it("replaces the stylesheet link with the page's style and links the deferred file last in the body", () => {
    expect(withPageStyles(html, "a.html", ".x{color:red}", "/assets/deferred.1.css")).toBe(
      '<html><head><style>.x{color:red}</style></head><body><p>x</p><link rel="stylesheet" href="/assets/deferred.1.css"></body></html>',
    );
  });

  it("fails the build, naming the page, when Astro links no stylesheet or more than one", () => {
    expect(() => withPageStyles("<html><head></head><body></body></html>", "b.html", "", "/d.css")).toThrow(/b\.html/);
  });
});
