import path from "node:path";
import { describe, expect, it } from "vitest";
import { authorSchema } from "~/content/schemas/authors";
import { categorySchema } from "~/content/schemas/categories";
import { contentFailure } from "~/data/testing/content-failure";
import { readDataFile } from "~/data/testing/files.testing";
import { readAuthorFolder, readCategoryFolder } from "~/data/testing/blog-files.testing";

const FIXTURES = path.relative(process.cwd(), path.resolve(import.meta.dirname, "__fixtures__"));

describe("authors", () => {
  it.each([
    ["missing-name.yaml", '"name" is missing'],
    ["unknown-tone.yaml", '"tone" must be one of indigo, cyan, violet'],
    ["order-not-a-number.yaml", '"order" must be a number, not a string'],
    ["unknown-field.yaml", '"twitter" is not a known field'],
  ])("%s fails naming the file and the field", (name, expected) => {
    const file = path.join(FIXTURES, "authors", name);
    const message = contentFailure(() => readDataFile(file, authorSchema));
    expect(message).toBe(`${file}: ${expected}`);
  });

  it("the site's writers come in the About page's order, initials made from the name, then the publication", () => {
    expect(readAuthorFolder().map((a) => [a.id, a.initials])).toEqual([
      ["maya-chen", "MC"],
      ["daniel-okafor", "DO"],
      ["priya-raman", "PR"],
      ["techhorizon", "TH"],
    ]);
    expect(readAuthorFolder().at(-1)).toMatchObject({ id: "techhorizon", name: "TechHorizon" });
  });
});

describe("categories", () => {
  it.each([
    ["missing-name.yaml", '"name" is missing'],
    ["name-is-a-list.yaml", '"name" must be a string, not a list'],
    ["unknown-field.yaml", '"colour" is not a known field'],
    ["not-yaml.yaml", '"file" is not valid YAML'],
  ])("%s fails naming the file and the field", (name, expected) => {
    const file = path.join(FIXTURES, "categories", name);
    expect(contentFailure(() => readDataFile(file, categorySchema))).toContain(`${file}: ${expected}`);
  });

  it("the site's categories are the blog's three filters, in file-name order", () => {
    expect(readCategoryFolder().map((c) => c.name)).toEqual(["AI Insights", "Motivation", "Tech Trends"]);
  });
});
