import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { readAuthorFolder, readTagFolder } from "../app/data/testing/blog-files.testing";
import { articlesBy, articlesTagged, authorPath, authorsWithPage, tagPath, tagsOf } from "../app/lib/articles";
import { SITE_ROOT } from "../shared/build-layout";
import { articles, thinTags } from "../tools/support/articles";
import { DESKTOP, expect, test } from "./support/fixtures";
import { pagePaths } from "../tools/support/site";

/** The tags a file of app/content/articles/ names, as written (a draft is not among the built articles). */
const readArticleTags = (slug: string): string[] => {
  const source = readFileSync(path.resolve("app/content/articles", `${slug}.md`), "utf8");
  return (parseYaml(/^---\n([^]*?)\n---\n/.exec(source)![1]!) as { tags: string[] }).tags;
};

test.use({ viewport: DESKTOP });

const titlesOn = (page: Page, name: string) => page.getByRole("list", { name }).getByRole("heading", { level: 2 });

test.describe("tag pages", () => {
  const descriptions = new Map(readTagFolder().map((t) => [t.id, t.description]));
  for (const tag of tagsOf(articles)) {
    test(`${tagPath(tag)} says what the tag covers and lists exactly the articles tagged ${tag}, newest first`, async ({
      page,
    }) => {
      const response = await page.goto(tagPath(tag));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`#${tag}`);
      expect(descriptions.get(tag)).toBeTruthy();
      await expect(page.getByRole("main").getByText(descriptions.get(tag)!, { exact: true })).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", descriptions.get(tag)!);
      await expect(titlesOn(page, `#${tag}`)).toHaveText(articlesTagged(articles, tag).map((a) => a.title));
    });
  }

  test("a tag with fewer than two articles is noindex, follow and out of the sitemap; the others are indexed and in it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const thin = thinTags;
    const full = tagsOf(articles).filter((tag) => !thin.includes(tag));
    // Today's content has both kinds, so both branches are checked.
    expect(thin.length).toBeGreaterThan(0);
    expect(full.length).toBeGreaterThan(0);
    for (const tag of tagsOf(articles)) {
      const html = await (await request.get(tagPath(tag))).text();
      const robots = /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
      const listed = sitemap.includes(`<loc>https://techhorizon.example${tagPath(tag)}</loc>`);
      if (thin.includes(tag)) {
        expect(robots, tag).toBe("noindex, follow");
        expect(listed, tag).toBe(false);
      } else {
        expect(robots, tag).toBeUndefined();
        expect(listed, tag).toBe(true);
      }
    }
  });
});

test.describe("author pages", () => {
  for (const author of authorsWithPage(articles, readAuthorFolder())) {
    test(`${authorPath(author.id)} introduces ${author.name} and lists their articles`, async ({ page }) => {
      const response = await page.goto(authorPath(author.id));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.name);
      await expect(page.getByRole("main")).toContainText(author.bio);
      const theirs = articlesBy(articles, author.id);
      if (theirs.length) await expect(titlesOn(page, author.name)).toHaveText(theirs.map((a) => a.title));
      else await expect(page.getByRole("main")).toContainText("No articles yet.");
    });
  }
});

test("an article links to its author's page and to each of its tags", async ({ page }) => {
  const article = articles.find((a) => a.tags.length > 1)!;
  await page.goto(`/blog/${article.slug}`);
  await page.getByRole("link", { name: `Articles by ${article.author}` }).click();
  await expect(page).toHaveURL(authorPath(article.authorId));
  await expect(page.getByRole("heading", { level: 2, name: article.title })).toBeVisible();

  await page.goBack();
  const tags = page.getByRole("navigation", { name: "Tags" });
  await expect(tags.getByRole("link")).toHaveText(article.tags.map((t) => `#${t}`));
  await tags.getByRole("link", { name: `Articles tagged ${article.tags[0]}` }).click();
  await expect(page).toHaveURL(tagPath(article.tags[0]!));
  await expect(page.getByRole("heading", { level: 2, name: article.title })).toBeVisible();
});

test("every tag and author link on the site answers 200", async ({ request }) => {
  const links = new Set<string>();
  for (const pagePath of pagePaths) {
    const html = await (await request.get(pagePath)).text();
    for (const [, href] of html.matchAll(/href="(\/blog\/(?:tags|authors)\/[^"#?]*)"/g)) links.add(href!);
  }
  // Every article's tags and author, and the team on the About page, are linked.
  expect(links.size).toBeGreaterThanOrEqual(tagsOf(articles).length + 3);
  for (const href of links) expect((await request.get(href)).status(), href).toBe(200);
});

test("a draft reaches neither the build, the blog list, the sitemap, the feed nor the search indexes", async ({
  request,
  page,
}) => {
  const draft = "css-container-queries-in-practice";
  // The draft exists in the content folder, so this test would notice if it were built.
  expect(readFileSync(path.resolve("app/content/articles", `${draft}.md`), "utf8")).toMatch(/^draft: true$/m);
  expect((await request.get(`/blog/${draft}`)).status()).toBe(404);
  expect(await (await request.get("/blog")).text()).not.toContain(draft);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(draft);
  expect(await (await request.get("/rss.xml")).text()).not.toContain(draft);
  // Neither Pagefind index (the site's, the blog's) finds it by the words of its title.
  await page.goto("/about");
  const found = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const bundle of ["pagefind", "pagefind-blog"]) {
      const pagefind = await import(/* @vite-ignore */ `/${bundle}/pagefind.js`);
      await pagefind.options({ noWorker: true });
      const { results } = await pagefind.search("container queries");
      for (const result of results) urls.push((await result.data()).url);
    }
    return urls;
  });
  expect(found.join(" ")).not.toContain(draft);
  // Its tags: a tag only the draft uses has no page; a tag published articles share does not list it.
  const draftTags = readArticleTags(draft);
  expect(draftTags.length).toBeGreaterThan(0);
  for (const tag of draftTags) {
    const response = await request.get(tagPath(tag));
    if (articlesTagged(articles, tag).length === 0) expect(response.status(), tag).toBe(404);
    else expect(await response.text(), tag).not.toContain(draft);
  }
  // Nor any script (the blog list island carried every summary before ADR 0023).
  for (const file of readdirSync(path.join(SITE_ROOT, "assets")).filter((f) => f.endsWith(".js"))) {
    expect(readFileSync(path.join(SITE_ROOT, "assets", file), "utf8"), file).not.toContain(draft);
  }
});
