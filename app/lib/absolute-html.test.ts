import { describe, expect, it } from "vitest";
import { absoluteHtml } from "./absolute-html";

const base = "https://techhorizon.example/blog/react-19";

describe("an article's HTML outside the site", () => {
  it("makes every link and image address absolute, a section link staying on the article", () => {
    const html = absoluteHtml(
      '<p><a href="/webdev/frontend">guide</a> <a href="#hooks">below</a> <a href="https://react.dev/">React</a></p><img src="/images/x.svg" alt="X" srcset="/images/x.svg 1x, /images/x2.svg 2x">',
      base,
    );
    expect(html).toContain('href="https://techhorizon.example/webdev/frontend"');
    expect(html).toContain('href="https://techhorizon.example/blog/react-19#hooks"');
    expect(html).toContain('href="https://react.dev/"');
    expect(html).toContain('src="https://techhorizon.example/images/x.svg"');
    expect(html).toContain(
      'srcset="https://techhorizon.example/images/x.svg 1x, https://techhorizon.example/images/x2.svg 2x"',
    );
  });

  it("leaves text that only looks like an address as written", () => {
    const html = absoluteHtml('<pre><code>&lt;a href="/x"&gt;</code></pre>', base);
    expect(html).toBe('<pre><code>&#x3C;a href="/x"></code></pre>');
  });

  it("puts the given elements first, with their addresses made absolute too", () => {
    const html = absoluteHtml("<p>Body</p>", base, [
      { type: "element", tagName: "img", properties: { src: "/images/y.svg", alt: "Y" }, children: [] },
    ]);
    expect(html).toBe('<img src="https://techhorizon.example/images/y.svg" alt="Y"><p>Body</p>');
  });
});
