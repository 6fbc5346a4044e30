import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { articleSchema } from "../../app/content/schemas/articles.ts";
import { slugPattern } from "../../app/content/schemas/shared.ts";
import { blocksOf, generateArticles, realArticleBlocks, SCALE_TAGS } from "./scale-articles.ts";

const blocks = realArticleBlocks(path.resolve(import.meta.dirname, "../../app/content/articles"));
const options = {
  categories: ["ai-insights", "motivation", "tech-trends"],
  authors: ["maya-chen", "priya-raman"],
  taken: blocks.slugs,
};
const frontmatterOf = (text: string) => parseYaml(text.split(/^---$/m)[1]!) as Record<string, unknown>;

describe("blocksOf", () => {
  it("keeps a fenced code block whole across its blank lines and sorts blocks by kind", () => {
    expect(
      blocksOf("Intro line.\n\n## A heading\n\n```ts\nconst a = 1;\n\nconst b = 2;\n```\n\n- a list\n- of two"),
    ).toEqual({
      headings: ["A heading"],
      code: ["```ts\nconst a = 1;\n\nconst b = 2;\n```"],
      paragraphs: ["Intro line.", "- a list\n- of two"],
    });
  });
});

describe("realArticleBlocks", () => {
  it("reads the published articles only (the draft is left out, as the build leaves it out)", () => {
    const dir = path.resolve(import.meta.dirname, "../../app/content/articles");
    const published = readdirSync(dir).filter(
      (file) => file.endsWith(".md") && !/^draft: true$/m.test(readFileSync(path.join(dir, file), "utf8")),
    );
    expect([...blocks.slugs].sort()).toEqual(published.map((file) => file.slice(0, -3)).sort());
    expect(blocks.slugs).not.toContain("css-container-queries-in-practice");
    expect(blocks.code.length).toBeGreaterThan(5);
  });
});

describe("generateArticles", () => {
  const articles = generateArticles(500, blocks, options);

  it("makes articles the build accepts, each with its own slug and title and three of 60 tags", () => {
    expect(SCALE_TAGS).toHaveLength(60);
    expect(new Set(SCALE_TAGS.map(([slug]) => slug)).size).toBe(60);
    const titles = new Set<string>();
    for (const article of articles) {
      const data = articleSchema.parse(frontmatterOf(article.text));
      // The references the build checks beside the schema (app/lib/blog-entries.ts).
      expect(options.categories).toContain(data.category);
      if (data.author) expect(options.authors).toContain(data.author);
      titles.add(data.title);
      expect(article.slug).toMatch(slugPattern);
      expect(data.tags).toHaveLength(3);
      expect(new Set(data.tags).size).toBe(3);
      expect(data.date <= "2026-08-01").toBe(true);
    }
    expect(titles.size).toBe(500);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(500);
    expect(articles.some((a) => blocks.slugs.includes(a.slug))).toBe(false);
  });

  it("redraws the real articles' blocks into bodies with headings and code", () => {
    const body = articles[0]!.text.split(/^---$/m).slice(2).join("---");
    expect(body).toMatch(/^## /m);
    expect(blocks.paragraphs.some((p) => body.includes(p))).toBe(true);
    expect(articles.filter((a) => a.text.includes("```")).length).toBeGreaterThan(400);
  });

  it("spreads the dates over about ten years and uses every tag", () => {
    const dates = articles.map((a) => String(frontmatterOf(a.text).date)).sort();
    expect(Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)).toBeGreaterThan(9 * 365 * 86_400_000);
    expect(new Set(articles.flatMap((a) => frontmatterOf(a.text).tags as string[])).size).toBe(60);
  });

  it("is the same for the same seed and differs for another", () => {
    expect(generateArticles(20, blocks, options)).toEqual(generateArticles(20, blocks, options));
    expect(generateArticles(20, blocks, { ...options, seed: 7 })).not.toEqual(generateArticles(20, blocks, options));
  });
});
