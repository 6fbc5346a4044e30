/**
 * A copy of the project with every template of the writing guide (docs/authoring.md) written in,
 * built three times; no browser is needed.
 * - The guide cannot go stale: each template, written as it is to the path it names, builds into
 *   the page it promises, showing what the template says.
 * - A rebuild that keeps the last build's cache (Astro's incremental build, ADR 0026) copies the
 *   pages whose data did not change and renders the others: an editor who changes one article must
 *   see the change on every page that shows it, and a change to what every page shares (a page's
 *   copy) must reach every page.
 * One copy serves both, so npm test builds it three times rather than four. (That a change to code
 * only the browser runs renders every keyed page again is data/cache-key.test.ts's.)
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { parse as parseYaml } from "yaml";
import { expect, test } from "./support/fixtures";
import { copySite, type SiteCopy } from "../tools/support/site-copy";
import { guideTemplates, type GuideTemplate } from "../app/data/testing/guide-templates.testing";

/** The title or name a template gives its entry (a tag has only its description): what its page must show. */
function headline({ file, text }: GuideTemplate): string {
  const fields = file.endsWith(".md") ? text.split(/^---$/m)[1]! : text;
  const data = parseYaml(fields) as { title?: string; name?: string; description?: string };
  return (data.title ?? data.name ?? data.description)!.replaceAll("{brand}", "TechHorizon");
}

const templates = guideTemplates();

const ARTICLE = "app/content/articles/building-a-learning-habit-that-lasts.md";
// The article's summary: what its page, its cards in lists and its related cards on other articles show.
const OLD_EXCERPT = "Motivation fades; habits stay.";
const NEW_EXCERPT = "Ten minutes a day beats a weekend binge.";
// A sentence added to its body: what its Markdown twin must show after the rebuild.
const NEW_SENTENCE = "Start with the smallest step you cannot fail.";

let site: SiteCopy;
let root: string;

/** Every built page (its URL path) whose HTML contains `text`. */
function pagesWith(text: string): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .filter((file) => readFileSync(path.join(root, file), "utf8").includes(text))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, "")}`)
    .sort();
}

/** The pages the last build copied from the one before instead of rendering them. */
const restored = () =>
  [...stripVTControlCharacters(site.buildLog()).matchAll(/├─ (\S+) \(restored\)/g)].map((m) => m[1]!);

/** Rewrites a file of the copy. */
function edit(file: string, change: (text: string) => string) {
  const full = path.join(site.root, file);
  writeFileSync(full, change(readFileSync(full, "utf8")));
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = copySite();
  for (const template of templates) site.write(template.file, template.text);
  root = await site.build();
});

test("the writing guide's templates build into the pages they promise", () => {
  // An article, an author, a category, a tag, a guide and a service page at least.
  expect(templates.length).toBeGreaterThanOrEqual(8);
  for (const template of templates) {
    const html = site.page(template.url);
    expect(html, `${template.file} → ${template.url}`).toBeDefined();
    expect(html, template.url).toContain(headline(template).replaceAll("&", "&amp;").replaceAll('"', "&quot;"));
  }
});

test.afterAll(() => site?.remove());

test("after one article's excerpt changes, every page that showed it shows the new one, and the others are copied", async () => {
  test.setTimeout(300_000);
  const showing = pagesWith(OLD_EXCERPT);
  expect(showing).toEqual(
    expect.arrayContaining([
      "/blog/building-a-learning-habit-that-lasts",
      "/blog/tags/habits",
      "/blog/authors/maya-chen",
    ]),
  );
  // And the page of the blog's list it falls on (/blog or a further page, as the archive grows).
  expect(showing.filter((p) => /^\/blog(\/\d+)?$/.test(p))).toHaveLength(1);

  edit(ARTICLE, (text) => {
    // The excerpt's first sentence, once in the file (its frontmatter, as the editor writes it).
    expect(text.split(OLD_EXCERPT)).toHaveLength(2);
    return text.replace(OLD_EXCERPT, NEW_EXCERPT) + `\n${NEW_SENTENCE}\n`;
  });
  await site.build();

  expect(pagesWith(OLD_EXCERPT)).toEqual([]);
  expect(pagesWith(NEW_EXCERPT)).toEqual(showing);
  // Pages that never showed the article came from the cache: a tag it does not carry.
  expect(restored()).toContain("/blog/tags/llm/index.html");
  expect(restored().length).toBeGreaterThan(0);
  // Its Markdown twin is written again from the changed file (ADR 0039); another article's is copied.
  expect(readFileSync(path.join(root, "blog/building-a-learning-habit-that-lasts.md"), "utf8")).toContain(NEW_SENTENCE);
  expect(restored()).not.toContain("/blog/building-a-learning-habit-that-lasts.md");
  expect(restored()).toContain("/blog/webassembly-beyond-the-browser.md");
});

test("after the blog page's copy changes, the list pages show it, none copied from before", async () => {
  test.setTimeout(300_000);
  edit("app/content/pages/blog.yaml", (text) =>
    text.replace("heading: The {brand} Blog", "heading: Notes from {brand}"),
  );
  await site.build();

  expect(pagesWith("Notes from TechHorizon")).toContain("/blog");
  // The blog's copy is shared content: no keyed page may be copied from a build made before it changed.
  expect(restored()).toEqual([]);
});
