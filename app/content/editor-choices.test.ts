import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import keystaticConfig from "../../keystatic.config.ts";
import { authorChoices, categoryChoices, choicesFrom, FALLBACK_AUTHORS, FALLBACK_CATEGORIES } from "./editor-choices";

const CONTENT = import.meta.dirname;

/** The entries of a folder of `<id>.yaml` files, read the way the editor reads them. */
function folder(name: string) {
  const dir = path.join(CONTENT, name);
  if (!existsSync(dir)) return undefined;
  const files = Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith(".yaml")).map((f) => [`./${name}/${f}`, readFileSync(path.join(dir, f), "utf8")]));
  return Object.keys(files).length ? choicesFrom(files) : undefined;
}

describe("the editor's categories and authors", () => {
  it("reads an id from the file name and the name from its name: line", () => {
    expect(choicesFrom({ "./categories/tech-trends.yaml": "name: Tech Trends\n", "./categories/ai-insights.yaml": 'description: x\nname: "AI Insights"\n' })).toEqual([
      { value: "ai-insights", label: "AI Insights" },
      { value: "tech-trends", label: "Tech Trends" },
    ]);
    expect(choicesFrom({ "./authors/x.yaml": "role: Editor\n" })).toEqual([{ value: "x", label: "x" }]);
  });

  it("are the folders' entries when they exist, else the stand-in lists", () => {
    expect(categoryChoices).toEqual(folder("categories") ?? FALLBACK_CATEGORIES);
    expect(authorChoices).toEqual(folder("authors") ?? FALLBACK_AUTHORS);
  });

  it("keep the stand-in lists in step with the folders once those exist", () => {
    const categories = folder("categories");
    const authors = folder("authors");
    if (categories) expect([...FALLBACK_CATEGORIES].sort((a, b) => a.label.localeCompare(b.label))).toEqual(categories);
    if (authors) expect([...FALLBACK_AUTHORS].sort((a, b) => a.label.localeCompare(b.label))).toEqual(authors);
  });
});

describe("the editor's article form", () => {
  const articles = keystaticConfig.collections!.articles!;

  it("writes app/content/articles/<slug>.md with Markdown after the frontmatter", () => {
    expect(articles.path).toBe("app/content/articles/*");
    expect(articles.slugField).toBe("title");
    expect(articles.format).toEqual({ contentField: "body" });
  });

  it("has only the schema's frontmatter fields (no slug: the file name is the slug)", () => {
    const fields = Object.keys(articles.schema).filter((key) => key !== "body");
    expect(fields.sort()).toEqual(["alt", "author", "canonical", "category", "date", "draft", "excerpt", "image", "tags", "title", "updated"]);
  });

  it("leaves out an unchosen author and an unticked draft", () => {
    const { author, draft } = articles.schema as unknown as Record<string, { serialize: (v: unknown) => { value: unknown } }>;
    expect(author!.serialize("")).toEqual({ value: undefined });
    expect(author!.serialize("maya-chen")).toEqual({ value: "maya-chen" });
    expect(draft!.serialize(false)).toEqual({ value: undefined });
    expect(draft!.serialize(true)).toEqual({ value: true });
  });
});
