import { describe, expect, it } from "vitest";
import keystaticConfig from "../../keystatic.config.ts";
import { PUBLICATION_AUTHOR_ID } from "~/lib/articles";
import { readAuthorFolder, readCategoryFolder, readSeriesFolder } from "~/data/testing/blog-files.testing";
import { authorChoices, categoryChoices, choicesFrom, seriesChoices } from "./editor-choices";

describe("the editor's categories, authors and series", () => {
  it("reads an id from the file name and the name from its name: line", () => {
    expect(
      choicesFrom({
        "./categories/tech-trends.yaml": "name: Tech Trends\n",
        "./categories/ai-insights.yaml": 'description: x\nname: "AI Insights"\n',
      }),
    ).toEqual([
      { value: "ai-insights", label: "AI Insights" },
      { value: "tech-trends", label: "Tech Trends" },
    ]);
    expect(choicesFrom({ "./authors/x.yaml": "role: Editor\n" })).toEqual([{ value: "x", label: "x" }]);
  });

  it("are the collections' entries, by id and name", () => {
    const byLabel = (list: { value: string; label: string }[]) => list.sort((a, b) => a.label.localeCompare(b.label));
    expect(categoryChoices).toEqual(byLabel(readCategoryFolder().map((c) => ({ value: c.id, label: c.name }))));
    expect(authorChoices).toEqual(
      byLabel(
        readAuthorFolder()
          .filter((a) => a.id !== PUBLICATION_AUTHOR_ID)
          .map((a) => ({ value: a.id, label: a.name })),
      ),
    );
    expect(seriesChoices).toEqual(byLabel(readSeriesFolder().map((s) => ({ value: s.id, label: s.title }))));
    expect(seriesChoices.length).toBeGreaterThan(0);
  });

  it("labels a series by its title: line", () => {
    expect(
      choicesFrom({ "./series/web-performance.yaml": "title: Web Performance\ndescription: x\n" }, "title"),
    ).toEqual([{ value: "web-performance", label: "Web Performance" }]);
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
    expect(fields.sort()).toEqual([
      "alt",
      "author",
      "canonical",
      "category",
      "date",
      "draft",
      "excerpt",
      "image",
      "part",
      "series",
      "tags",
      "title",
      "updated",
    ]);
  });

  it("offers every series and writes series and part only when chosen", () => {
    const { series, part } = articles.schema as unknown as Record<
      string,
      { options: { value: string }[]; serialize: (v: unknown) => { value: unknown } }
    >;
    expect(series!.options.map((o) => o.value)).toEqual(["", ...seriesChoices.map((c) => c.value)]);
    expect(series!.serialize("")).toEqual({ value: undefined });
    expect(series!.serialize("web-performance-in-practice")).toEqual({ value: "web-performance-in-practice" });
    expect(part!.serialize(null)).toEqual({ value: undefined });
    expect(part!.serialize(2)).toEqual({ value: 2 });
  });

  it("leaves out an unchosen author and an unticked draft", () => {
    const { author, draft } = articles.schema as unknown as Record<
      string,
      { serialize: (v: unknown) => { value: unknown } }
    >;
    expect(author!.serialize("")).toEqual({ value: undefined });
    expect(author!.serialize("maya-chen")).toEqual({ value: "maya-chen" });
    expect(draft!.serialize(false)).toEqual({ value: undefined });
    expect(draft!.serialize(true)).toEqual({ value: true });
  });
});
