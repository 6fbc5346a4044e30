import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { blogCategories } from "~/content/blog";
import { pagePaths } from "~/lib/routes";
import {
  ArticleError,
  articleContext,
  articleSlugs,
  formatDate,
  getArticles,
  isSafeUrl,
  loadArticles,
  loadFrontmatter,
  parseArticle,
  toSummary,
} from "./articles.server";

// The first render compiles the highlighter's grammars, which is slow on a busy machine.
beforeAll(() => void getArticles(), 60_000);

const FIXTURES = path.resolve(import.meta.dirname, "__fixtures__/articles");
const FIXTURE_PUBLIC = path.join(FIXTURES, "public");

function parseFixture(name: string) {
  const file = path.join(FIXTURES, name);
  return parseArticle(`fixtures/${name}`, readFileSync(file, "utf8"), FIXTURE_PUBLIC);
}

/** The error a fixture fails with; each must be one line naming the file and the field. */
function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ArticleError);
    const message = (error as Error).message;
    expect(message.split("\n")).toHaveLength(1);
    return message;
  }
  throw new Error("expected the article to be rejected");
}

describe("frontmatter validation", () => {
  it.each([
    ["missing-title.md", '"title" is missing'],
    ["mistyped-title.md", '"title" must be a string, not a number'],
    ["unknown-category.md", '"category" must be one of ai-insights, motivation, tech-trends'],
    ["bad-date-format.md", '"date" must be a real date written YYYY-MM-DD'],
    ["impossible-date.md", '"date" must be a real date written YYYY-MM-DD'],
    ["missing-image.md", '"image" names /images/blog/no-such-picture.svg, which does not exist'],
    ["unknown-author.md", '"author" must be one of maya-chen, daniel-okafor, priya-raman'],
    ["unknown-field.md", '"subtitle" is not a known field'],
    ["unknown-language.md", '"body" has a code block in "cobol", which is not highlighted; use one of'],
  ])("%s fails with one line naming the file and the field", (name, expected) => {
    const message = failure(() => parseFixture(`invalid/${name}`));
    expect(message.startsWith(`fixtures/invalid/${name}: `)).toBe(true);
    expect(message).toContain(expected);
  });

  it("a duplicate slug fails, naming both files, whether or not the bodies are rendered", () => {
    for (const load of [loadArticles, loadFrontmatter]) {
      const message = failure(() => load(path.join(FIXTURES, "duplicate-slug"), FIXTURE_PUBLIC));
      expect(message).toMatch(/b-second\.md: "slug" "same-slug" is already used by .*a-first\.md$/);
    }
  });

  it("the route table's frontmatter-only pass checks fields too", () => {
    const message = failure(() => loadFrontmatter(path.join(FIXTURES, "invalid"), FIXTURE_PUBLIC));
    expect(message).toMatch(/^app\/lib\/__fixtures__\/articles\/invalid\/bad-date-format\.md: "date"/);
  });

  it("the same image path passes once the image exists in the given public directory", () => {
    expect(() => parseFixture("valid/older.md")).not.toThrow();
    const message = failure(() => parseArticle("x.md", readFileSync(path.join(FIXTURES, "valid/older.md"), "utf8"), FIXTURES));
    expect(message).toContain('x.md: "image"');
  });
});

describe("loadArticles", () => {
  const articles = loadArticles(path.join(FIXTURES, "valid"), FIXTURE_PUBLIC);

  it("returns the articles newest first with a readable date", () => {
    expect(articles.map((a) => a.slug)).toEqual(["newer-fixture", "older-fixture"]);
    expect(articles[0]!.dateText).toBe("March 2, 2026");
  });

  it("renders Markdown with heading ids, '#' anchor links and highlighted code, coloured by class (no style attribute, which the CSP refuses)", () => {
    const { html } = articles[0]!;
    expect(html).toContain('<h2 id="getting-started">Getting started</h2>');
    expect(html).toContain('<h3 id="a-detail">A detail</h3>');
    expect(html).toContain('<a class="heading-anchor" aria-label="Link to section: Getting started" href="#getting-started"><span aria-hidden="true">#</span></a>');
    expect(html).toMatch(/<pre tabindex="0" class="shiki [^"]* bg-\[#[0-9a-f]{6}\] text-\[#[0-9a-f]{6}\]">/);
    expect(html).toMatch(/<span class="text-\[#[0-9a-f]{6}\]">const<\/span>/);
    expect(html).not.toContain("style=");
    expect(html).toContain("<ul>");
  });

  it("lists the h2 sections for the table of contents and counts the prose words, not the code", () => {
    expect(articles[0]!.toc).toEqual([
      { id: "getting-started", title: "Getting started" },
      { id: "writing-code", title: "Writing code" },
    ]);
    // Intro 12 + headings 2+2+2 + prose 5+2 + list items 3+3 = 31 words; the code line does not count.
    expect(articles[0]!.words).toBe(31);
    expect(articles[0]!.readingMinutes).toBe(1);
  });

  it("summaries leave out the body", () => {
    const summary = toSummary(articles[0]!);
    expect(summary).not.toHaveProperty("html");
    expect(summary).not.toHaveProperty("toc");
    expect(summary.title).toBe("Newer Fixture");
  });
});

describe("articleContext", () => {
  const articles = loadArticles(path.join(FIXTURES, "valid"), FIXTURE_PUBLIC);

  it("finds the neighbours by date", () => {
    const newest = articleContext(articles, "newer-fixture")!;
    expect(newest.newer).toBeUndefined();
    expect(newest.older?.slug).toBe("older-fixture");
    const oldest = articleContext(articles, "older-fixture")!;
    expect(oldest.newer?.slug).toBe("newer-fixture");
    expect(oldest.older).toBeUndefined();
  });

  it("is undefined for an unknown slug", () => {
    expect(articleContext(articles, "nope")).toBeUndefined();
  });
});

it("formats dates the same way wherever the build runs", () => {
  expect(formatDate("2026-11-04")).toBe("November 4, 2026");
  expect(formatDate("2026-01-01")).toBe("January 1, 2026");
});

describe("the site's articles", () => {
  const articles = getArticles();

  it("are six, two in each category, and the route table has their slugs", () => {
    expect(articles).toHaveLength(6);
    expect(articleSlugs()).toEqual(articles.map((a) => a.slug));
    for (const category of blogCategories) expect(articles.filter((a) => a.category === category)).toHaveLength(2);
  });

  it.each(getArticles().map((a) => [a.slug, a] as const))("%s is a real article: 600–1,200 words in h2 sections", (_slug, article) => {
    expect(article.words).toBeGreaterThanOrEqual(600);
    expect(article.words).toBeLessThanOrEqual(1200);
    expect(article.toc.length).toBeGreaterThanOrEqual(3);
    expect(article.html).toMatch(/<(ul|ol)>/);
    expect(article.html).not.toMatch(/being expanded|coming soon|lorem ipsum|TODO/i);
    expect(article.image).toBe(`/images/blog/${article.slug}.svg`);
  });

  it("link only to pages that exist, and to headings that exist", () => {
    const pages = new Set(pagePaths());
    for (const article of articles) {
      const ids = new Set([...article.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
      expect(ids.size, `${article.slug} repeats an id`).toBe([...article.html.matchAll(/\sid="/g)].length);
      for (const [, href] of article.html.matchAll(/href="([^"]+)"/g)) {
        if (href!.startsWith("#")) expect(ids.has(href!.slice(1)), `${article.slug} → ${href}`).toBe(true);
        else if (href!.startsWith("/")) expect(pages.has(href!.split("#")[0]!), `${article.slug} → ${href}`).toBe(true);
        else expect(href, `${article.slug} links off-site`).toMatch(/^https:\/\//);
      }
    }
  });

  it("highlight code with colours that keep 4.5:1 against the code background", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [0, 2, 4].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    let blocks = 0;
    for (const article of articles) {
      for (const [pre] of article.html.matchAll(/<pre[^>]* class="shiki[\s\S]*?<\/pre>/g)) {
        blocks++;
        const background = pre.match(/\bbg-\[#([0-9a-f]{6})\]/i)![1]!;
        for (const [, colour] of pre.matchAll(/\btext-\[#([0-9a-f]{6})\]/gi)) {
          expect(contrast(colour!, background), `${article.slug}: #${colour} on #${background}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
    expect(blocks).toBeGreaterThanOrEqual(4);
  });
});

describe("links and images in articles", () => {
  const source = readFileSync(path.join(FIXTURES, "valid/older.md"), "utf8");
  const render = (body: string) => parseArticle("fixtures/links.md", `${source}\n${body}\n`, FIXTURE_PUBLIC).html;

  it("keep only http, https, mailto, tel and relative URLs", () => {
    const html = render(
      [
        "[a](javascript:alert(3)) [b](JaVaScRiPt:alert(1)) [c](java%0Ascript:alert(1)) [d](data:text/html,<b>x</b>) [e](vbscript:x)",
        "<javascript:alert(2)> ![img](javascript:alert(4))",
        "[ok1](https://example.com/) [ok2](/about) [ok3](mailto:a@example.com) [ok4](tel:+15550100) [ok5](#section) [ok6](?q=1) [ok7](a:b/c)",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/(href|src)="[^"]*(javascript|vbscript|data):/i);
    expect(html).not.toContain("<img");
    expect(html).toContain('<a href="https://example.com/">ok1</a>');
    expect(html).toContain('<a href="/about">ok2</a>');
    expect(html).toContain('<a href="mailto:a@example.com">ok3</a>');
    expect(html).toContain('<a href="tel:+15550100">ok4</a>');
    expect(html).toContain('<a href="#section">ok5</a>');
    expect(html).toContain('<a href="?q=1">ok6</a>');
    // The link text stays; only the link goes. An unknown scheme goes too.
    expect(html).toContain("<span>a</span>");
    expect(html).toContain("<span>ok7</span>");
  });

  it("treat what browsers strip (controls, spaces) as part of no scheme", () => {
    expect(isSafeUrl("java\tscript:alert(1)")).toBe(false);
    expect(isSafeUrl(" javascript:alert(1)")).toBe(false);
    expect(isSafeUrl("./a:b")).toBe(true);
    expect(isSafeUrl("HTTPS://example.com")).toBe(true);
  });
});
