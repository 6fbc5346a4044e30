import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";
import { contentFailure } from "~/lib/content/content-failure";
import { pageIds, pageSchemas } from "~/content/schemas/pages";
import { BRAND } from "~/content/site";
import { validate } from "~/lib/content/errors";
import { readPages, type PageEntry } from "./pages.server";

const FIXTURES = path.relative(process.cwd(), path.resolve(import.meta.dirname, "__fixtures__", "pages"));

describe("pages", () => {
  it.each([
    ["missing-field/not-found.yaml", '"title" is missing'],
    ["wrong-type/not-found.yaml", '"hero.lead" must be a string, not a number'],
    ["unknown-field/not-found.yaml", '"subtitle" is not a known field'],
    ["section-wrong-type/contact.yaml", '"sections.next.points" must be a list, not a string'],
    ["unknown-page/jobs.yaml", '"file name" is not a page of the site (the pages are home, about, ai, tech-trends, contact, blog, login, signup, forgot-password, search, not-found, motivation, services, careers)'],
    ["broken-anchor/not-found.yaml", '"hero.actions.0.href" must be # and the id of a section on this page (it has none)'],
    ["bad-link/login.yaml", '"sections.legal" has a [label] that is not followed by (/path) to make it a link'],
    ["unknown-guide/ai.yaml", '"sections.topics.items.5.guide" must be the slug of an AI guide (business, chatbots, image-generation, ml-basics, tools, trends)'],
  ])("%s fails with one line naming the file and the field", (name, expected) => {
    const file = path.join(FIXTURES, name);
    const message = contentFailure(() => readPages(path.dirname(file), { complete: false }));
    expect(message).toBe(`${file}: ${expected}`);
    expect(message.split("\n")).toHaveLength(1);
  });

  it("a page of the site without its file fails naming the missing file", () => {
    const dir = path.join(FIXTURES, "incomplete");
    expect(contentFailure(() => readPages(dir))).toBe(`${path.join(dir, "home.yaml")}: "file" is missing: every page of the site needs its file`);
  });

  it("the site's pages all load, with the brand filled in", () => {
    const pages = readPages();
    expect(pages.map((p) => p.id).sort()).toEqual([...pageIds].sort());
    const about = pages.find((p): p is PageEntry<"about"> => p.id === "about")!;
    expect(about.data.title).toBe("About Us");
    expect(about.data.hero.heading).toBe(`About ${BRAND}`);
    expect(JSON.stringify(pages)).not.toContain("{brand}");
  });

  it("the writing guide's example page file is a valid contact page", () => {
    const guide = readFileSync(path.resolve("docs/authoring.md"), "utf8");
    const example = /### An example: `(app\/content\/pages\/contact\.yaml)`\n\n```yaml path=\S+ url=\S+\n([\s\S]*?)\n```/.exec(guide);
    expect(example).not.toBeNull();
    expect(() => validate(example![1]!, pageSchemas.contact, parseYaml(example![2]!))).not.toThrow();
  });
});
