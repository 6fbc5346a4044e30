/**
 * The blog's articles as the pages get them: frontmatter checked by the article schema, bodies
 * rendered by the Markdown pipeline Astro's content layer runs (astro.config.ts), then the category
 * and author resolved and the cross-collection checks made (blog-entries.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { blogRoutes, formatDate, tagsOf, toSummary } from "~/lib/articles";
import { articleContexts } from "~/lib/related-articles";
import { contentFailure } from "~/data/testing/content-failure";
import { isSafeUrl } from "~/data/markdown-plugins";
import {
  readArticleEntry,
  readAuthorFolder,
  readBlog,
  readCategoryFolder,
  readSeriesFolder,
  readTagFolder,
  renderArticleBody,
  type BlogFolders,
} from "~/data/testing/blog-files.testing";
import { pagePaths } from "~/lib/routes";
import { routesFromFiles } from "~/data/testing/collection-files.testing";
import { toArticles } from "./blog-entries";

const FIXTURES = path.relative(process.cwd(), path.resolve(import.meta.dirname, "__fixtures__/articles"));
const folders: BlogFolders = {
  publicDir: path.join(FIXTURES, "public"),
  categoriesDir: path.join(FIXTURES, "categories"),
  authorsDir: path.join(FIXTURES, "authors"),
  tagsDir: path.join(FIXTURES, "tags"),
  seriesDir: path.join(FIXTURES, "series"),
};
const categories = readCategoryFolder(folders.categoriesDir);
const authors = readAuthorFolder(folders.authorsDir);
const tags = readTagFolder(folders.tagsDir);
const series = readSeriesFolder(folders.seriesDir);

/** One fixture as the pages would get it; a content mistake throws. */
async function fixture(name: string, publicDir = folders.publicDir!) {
  const entry = await readArticleEntry(path.join(FIXTURES, name));
  return toArticles([entry], categories, authors, {
    drafts: true,
    imageExists: (image) => existsIn(publicDir, image),
    tags,
    series,
  })[0]!;
}
const existsIn = (dir: string, file: string) => existsSync(path.join(dir, file));

/** The one-line message `run` fails with. */
async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return contentFailure(() => {
      throw error;
    });
  }
  throw new Error("expected the content to be rejected");
}

// The first render compiles the highlighter's grammars, which is slow on a busy machine.
let site: Awaited<ReturnType<typeof readBlog>>;
beforeAll(async () => void (site = await readBlog()), 60_000);

describe("frontmatter validation", () => {
  it.each([
    ["missing-title.md", '"title" is missing'],
    ["missing-date.md", '"date" is missing'],
    ["missing-category.md", '"category" is missing'],
    ["missing-excerpt.md", '"excerpt" is missing'],
    ["mistyped-title.md", '"title" must be a string, not a number'],
    [
      "unknown-category.md",
      '"category" must be the id of a category in app/content/categories/ (ai-insights, motivation)',
    ],
    ["unknown-author.md", '"author" must be the id of an author in app/content/authors/ (maya-chen, priya-raman)'],
    ["bad-date-format.md", '"date" must be a real date written YYYY-MM-DD'],
    ["impossible-date.md", '"date" must be a real date written YYYY-MM-DD'],
    ["updated-before-date.md", '"updated" must not be before date'],
    ["missing-image.md", '"image.src" names /images/blog/no-such-picture.svg, which does not exist'],
    ["image-without-alt.md", '"image.alt" is missing'],
    ["tags-not-a-list.md", '"tags" must be a list, not a string'],
    ["tag-with-capitals.md", '"tags.0" must be lowercase words joined by hyphens'],
    [
      "undescribed-tag.md",
      '"tags" names no-such-tag, which has no app/content/tags/no-such-tag.yaml: add one with a description: line',
    ],
    ["draft-not-boolean.md", '"draft" must be a boolean, not a string'],
    ["relative-canonical.md", '"canonical" must be an absolute http(s) URL'],
    ["unknown-field.md", '"subtitle" is not a known field'],
    ["unknown-series.md", '"series" must be the id of a series in app/content/series/ (getting-started)'],
    ["series-without-part.md", '"part" is missing: an article in a series says which part it is, e.g. part: 1'],
    ["part-without-series.md", '"series" is missing: part numbers an article within a series'],
    ["part-zero.md", '"part" must be 1 or more'],
    ["part-not-a-number.md", '"part" must be a number, not a string'],
  ])("%s fails with one line naming the file and the field", async (name, expected) => {
    const message = await failure(() => fixture(`invalid/${name}`));
    expect(message.startsWith(`${FIXTURES}/invalid/${name}: `), message).toBe(true);
    expect(message).toContain(expected);
  });

  it("the same image path passes once the image exists in the given public directory", async () => {
    await expect(fixture("valid/older.md")).resolves.toBeDefined();
    const message = await failure(() => fixture("valid/older.md", FIXTURES));
    expect(message).toContain('valid/older.md: "image.src"');
  });
});

describe("the articles as the pages get them", () => {
  let articles: Awaited<ReturnType<typeof readBlog>>;
  beforeAll(async () => void (articles = await readBlog({ ...folders, articlesDir: path.join(FIXTURES, "valid") })));

  it("returns the articles newest first, the slug from the file name, with readable dates", () => {
    expect(articles.map((a) => a.slug)).toEqual(["newer", "minimal", "older"]);
    expect(articles[0]!.dateText).toBe("March 2, 2026");
  });

  it("needs only title, date, category and excerpt: the author defaults to the publication, no tags, no image", () => {
    const minimal = articles.find((a) => a.slug === "minimal")!;
    expect(minimal).toMatchObject({
      title: "Minimal",
      category: "Motivation",
      categoryId: "motivation",
      author: "TechHorizon",
      authorRole: "Editorial team",
      tags: [],
      draft: false,
    });
    expect(minimal.image).toBeUndefined();
    expect(minimal.updated).toBeUndefined();
  });

  it("resolves the category and author ids to what readers see", () => {
    expect(articles[0]).toMatchObject({
      category: "AI Insights",
      categoryId: "ai-insights",
      author: "Priya Raman",
      authorId: "priya-raman",
      authorRole: "AI Research Writer",
    });
  });

  it("renders Markdown with heading ids, '#' anchor links and highlighted code, coloured by class (no style attribute, which the CSP refuses)", () => {
    const { html } = articles[0]!;
    expect(html).toContain('<h2 id="getting-started">Getting started</h2>');
    expect(html).toContain('<h3 id="a-detail">A detail</h3>');
    expect(html).toContain(
      '<a class="heading-anchor" aria-label="Link to section: Getting started" href="#getting-started"><span aria-hidden="true">#</span></a>',
    );
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
    const { body: _body, ...article } = articles[0]!;
    const summary = toSummary(article);
    expect(summary).not.toHaveProperty("html");
    expect(summary).not.toHaveProperty("toc");
    expect(summary.title).toBe("Newer Fixture");
  });
});

describe("series", () => {
  const parts = (folder: string) => readBlog({ ...folders, articlesDir: path.join(FIXTURES, "series-parts", folder) });

  it("an article names its series and part; the order of the parts is theirs, not the dates'", async () => {
    const articles = await parts("valid");
    expect(articles.map((a) => [a.slug, a.series])).toEqual([
      ["first-steps", { id: "getting-started", part: 2 }],
      ["going-further", { id: "getting-started", part: 3 }],
      ["setup", { id: "getting-started", part: 1 }],
    ]);
    expect(blogRoutes(articles, authors, categories).series).toEqual(["getting-started"]);
  });

  it("an article outside a series has none, and no series page is made for it", async () => {
    const articles = await readBlog({ ...folders, articlesDir: path.join(FIXTURES, "valid") });
    for (const article of articles) expect(article.series).toBeUndefined();
    expect(blogRoutes(articles, authors, categories).series).toEqual([]);
  });

  it.each([
    ["duplicate", "two.md", '"part" is 2, as in', "each part of the series getting-started needs its own number"],
    [
      "gap",
      "three.md",
      '"part" is 3, but the series getting-started has no part 2',
      "number its parts 1, 2, 3… without a gap",
    ],
    ["no-first", "two.md", '"part" is 2, but the series getting-started has no part 1', "without a gap"],
  ])("%s part numbers fail with one line naming the file and the field", async (folder, file, field, advice) => {
    const message = await failure(() => parts(folder));
    expect(message).not.toContain("\n");
    expect(message.startsWith(`${FIXTURES}/series-parts/${folder}/${file}: ${field}`), message).toBe(true);
    expect(message).toContain(advice);
  });
});

describe("drafts", () => {
  const articlesDir = path.join(FIXTURES, "drafts");

  it("are left out of the build: no article, no slug for the route table, no tag", async () => {
    const articles = await readBlog({ ...folders, articlesDir });
    expect(articles).toEqual([]);
    expect(blogRoutes(articles, authors, categories)).toMatchObject({ articles: [], tags: [] });
  });

  it("are kept for `astro dev` (data/articles.ts passes import.meta.env.DEV), marked as drafts", async () => {
    const [draft] = await readBlog({ ...folders, articlesDir, drafts: true });
    expect(draft).toMatchObject({ slug: "work-in-progress", draft: true, tags: ["secret"] });
  });
});

describe("code blocks", () => {
  const fence = (lang: string, code: string) => "```" + lang + "\n" + code + "\n```";
  const highlighted = async (lang: string, code: string) => (await renderArticleBody(fence(lang, code))).html;

  it.each([
    ["html", '<a href="/">Home</a>'],
    ["css", ".card { color: red; }"],
    ["js", "const a = 1;"],
    ["javascript", "const a = 1;"],
    ["jsx", "const a = <b>x</b>;"],
    ["ts", "const a: number = 1;"],
    ["tsx", "const a: JSX.Element = <b />;"],
    ["json", '{ "a": 1 }'],
    ["yaml", "a: 1"],
    ["sh", "npm run dev"],
    ["bash", "echo $HOME"],
    ["sql", "SELECT * FROM users WHERE id = 1;"],
    ["diff", "- old\n+ new"],
    ["md", "# Heading"],
    ["python", "def f(): return 1"],
  ])("%s is highlighted in colours the CSP admits", async (lang, code) => {
    const html = await highlighted(lang, code);
    expect(html).toMatch(/<span class="text-\[#[0-9a-f]{6}\]/);
    expect(html).not.toContain("style=");
  });

  it("an unknown language is shown as plain text instead of failing the build", async () => {
    const { html } = await fixture("languages/unknown-language.md");
    expect(html).toContain("DISPLAY");
    expect(html).toMatch(/<pre[^>]*class="shiki/);
  });
});

describe("articleContexts", () => {
  let articles: Awaited<ReturnType<typeof readBlog>>;
  beforeAll(async () => void (articles = await readBlog({ ...folders, articlesDir: path.join(FIXTURES, "valid") })));

  it("gives every article, in order, its neighbours by date", () => {
    const contexts = articleContexts(articles);
    expect(contexts.map((c) => c.article.slug)).toEqual(articles.map((a) => a.slug));
    const newest = contexts.find((c) => c.article.slug === "newer")!;
    expect(newest.newer).toBeUndefined();
    expect(newest.older?.slug).toBe("minimal");
    const oldest = contexts.find((c) => c.article.slug === "older")!;
    expect(oldest.newer?.slug).toBe("minimal");
    expect(oldest.older).toBeUndefined();
  });
});

it("formats dates the same way wherever the build runs", () => {
  expect(formatDate("2026-11-04")).toBe("November 4, 2026");
  expect(formatDate("2026-01-01")).toBe("January 1, 2026");
});

describe("the site's articles", () => {
  it("are one for every published file, at least two in each category, tagged, and the route table has their slugs, tags and series", () => {
    const articles = site;
    const published = readdirSync("app/content/articles").filter(
      (file) => file.endsWith(".md") && !/^draft: true$/m.test(readFileSync(`app/content/articles/${file}`, "utf8")),
    );
    expect(articles.map((a) => `${a.slug}.md`).sort()).toEqual(published.sort());
    const routes = blogRoutes(articles, readAuthorFolder(), readCategoryFolder());
    expect(routes.articles).toEqual(articles.map((a) => a.slug));
    expect(routes.tags).toEqual(tagsOf(articles));
    expect(routes.series).toEqual(readSeriesFolder().map((s) => s.id));
    expect(pagePaths(routesFromFiles(routes))).toEqual(
      expect.arrayContaining([
        ...articles.map((a) => `/blog/${a.slug}`),
        ...routes.series.map((id) => `/blog/series/${id}`),
      ]),
    );
    for (const category of readCategoryFolder())
      expect(articles.filter((a) => a.categoryId === category.id).length).toBeGreaterThanOrEqual(2);
    for (const article of articles) expect(article.tags.length).toBeGreaterThan(0);
  });

  it("include a real series: three parts of at least 900 words each", () => {
    const inSeries = site.filter((a) => a.series).sort((a, b) => a.series!.part - b.series!.part);
    expect(inSeries.map((a) => a.series!.part)).toEqual([1, 2, 3]);
    for (const part of inSeries) expect(part.words, part.slug).toBeGreaterThanOrEqual(900);
    // Published in order: each part after the one before it.
    expect(inSeries.map((a) => a.date)).toEqual(inSeries.map((a) => a.date).sort());
  });

  it("are real articles: 600–1,200 words in h2 sections", () => {
    for (const article of site) {
      expect(article.words, article.slug).toBeGreaterThanOrEqual(600);
      expect(article.words, article.slug).toBeLessThanOrEqual(1200);
      expect(article.toc.length).toBeGreaterThanOrEqual(3);
      expect(article.html).toMatch(/<(ul|ol)>/);
      expect(article.html).not.toMatch(/being expanded|coming soon|lorem ipsum|TODO/i);
      expect(article.image).toBe(`/images/blog/${article.slug}.svg`);
    }
  });

  it("link only to pages that exist, and to headings that exist", () => {
    const pages = new Set(pagePaths(routesFromFiles(blogRoutes(site, readAuthorFolder(), readCategoryFolder()))));
    for (const article of site) {
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
    for (const article of site) {
      for (const [pre] of article.html.matchAll(/<pre[^>]* class="shiki[\s\S]*?<\/pre>/g)) {
        blocks++;
        const background = pre.match(/\bbg-\[#([0-9a-f]{6})\]/i)![1]!;
        for (const [, colour] of pre.matchAll(/\btext-\[#([0-9a-f]{6})\]/gi)) {
          expect(contrast(colour!, background), `${article.slug}: #${colour} on #${background}`).toBeGreaterThanOrEqual(
            4.5,
          );
        }
      }
    }
    expect(blocks).toBeGreaterThanOrEqual(4);
  });
});

describe("links and images in articles", () => {
  const render = async (body: string) => (await renderArticleBody(body)).html;

  it("keep only http, https, mailto, tel and relative URLs", async () => {
    const html = await render(
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

  it("drop raw HTML written in the Markdown (Astro's pipeline would pass it through)", async () => {
    const html = await render(
      'Text <script>alert(1)</script> and <img src="x" onerror="alert(2)">.\n\n<div onclick="alert(3)">block</div>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|<div/);
    expect(html).toContain("Text");
  });

  it("treat what browsers strip (controls, spaces) as part of no scheme", () => {
    expect(isSafeUrl("java\tscript:alert(1)")).toBe(false);
    expect(isSafeUrl(" javascript:alert(1)")).toBe(false);
    expect(isSafeUrl("./a:b")).toBe(true);
    expect(isSafeUrl("HTTPS://example.com")).toBe(true);
  });
});
