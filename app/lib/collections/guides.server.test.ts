import path from "node:path";
import { describe, expect, it } from "vitest";
import { pagePaths } from "../routes";
import { guideSlugs, guideWordCount, readGuides } from "./guides.server";

const fixtures = path.join(import.meta.dirname, "__fixtures__/guides");
const fixture = (name: string) => path.join(fixtures, name);
const shown = (name: string) => path.relative(process.cwd(), fixture(name));

describe("readGuides on fixtures", () => {
  it("reads both sections in order, renders the body and counts the words", () => {
    const guides = readGuides({ root: fixture("valid") });
    expect(guides.map((g) => g.path)).toEqual(["/ai/second", "/ai/first", "/tech/other"]);
    const first = guides[1]!;
    expect(first).toMatchObject({ section: "ai", slug: "first", title: "Fixture Guide", summary: "One line for the menu." });
    expect(first.html).toBe("<p>First paragraph of the introduction.</p>\n<p>Second paragraph with <em>emphasis</em>.</p>");
    expect(first.furtherReading).toEqual([{ href: "/tech/other", title: "Other guide", text: "Another fixture." }]);
    // intro 6 + body 9 + concept 5 + practice 5 + mistake 6
    expect(first.words).toBe(31);
  });

  it("fails on a missing required field, naming the file and the field", () => {
    expect(() => readGuides({ root: fixture("missing-field") })).toThrow(`${shown("missing-field/ai/no-summary.md")}: "summary" is missing`);
  });

  it("fails on a field of the wrong type", () => {
    expect(() => readGuides({ root: fixture("wrong-type") })).toThrow(`${shown("wrong-type/ai/word-order.md")}: "order" must be a number, not a string`);
  });

  it("fails on a field the schema does not know", () => {
    expect(() => readGuides({ root: fixture("unknown-field") })).toThrow(`${shown("unknown-field/tech/extra.md")}: "author" is not a known field`);
  });

  it("fails on a Further reading link to a page that does not exist", () => {
    expect(() => readGuides({ root: fixture("broken-reference") })).toThrow(
      `${shown("broken-reference/ai/dead-link.md")}: "furtherReading.0.href" is not a page of this site: "/tech/no-such-guide"`,
    );
  });

  it("reports each problem on one line", () => {
    for (const name of ["missing-field", "wrong-type", "unknown-field", "broken-reference"]) {
      try {
        readGuides({ root: fixture(name) });
        expect.unreachable(name);
      } catch (error) {
        expect((error as Error).message).not.toContain("\n");
        expect((error as Error).message.startsWith(shown(name))).toBe(true);
      }
    }
  });
});

describe("the site's guides", () => {
  const guides = readGuides();

  it("load: six AI and six tech guides in menu order, each a page of the route table", () => {
    expect(guides.filter((g) => g.section === "ai").map((g) => g.slug)).toEqual(["trends", "tools", "ml-basics", "business", "chatbots", "image-generation"]);
    expect(guides.filter((g) => g.section === "tech").map((g) => g.slug)).toEqual(["web-dev", "mobile", "cloud", "security", "blockchain", "iot"]);
    const pages = new Set(pagePaths());
    for (const g of guides) expect(pages.has(g.path), g.path).toBe(true);
    expect(guideSlugs("ai")).toHaveLength(6);
  });

  it.each(guides.map((g) => [g.path, g] as const))("%s has a description for search results, its sections and at least 400 words", (_path, g) => {
    expect(g.description.length).toBeGreaterThanOrEqual(50);
    expect(g.description.length).toBeLessThanOrEqual(160);
    expect(g.html).toMatch(/^<p>/);
    expect(g.concepts.length).toBeGreaterThanOrEqual(4);
    expect(g.practices.length).toBeGreaterThanOrEqual(3);
    expect(g.mistakes.length).toBeGreaterThanOrEqual(3);
    expect(g.furtherReading.length).toBeGreaterThanOrEqual(3);
    expect(g.words).toBeGreaterThanOrEqual(400);
  });

  it("cover the topics a site search will look for", () => {
    const text = (p: string) => JSON.stringify(guides.find((g) => g.path === p));
    expect(text("/tech/cloud")).toMatch(/Kubernetes/);
    expect(text("/tech/cloud")).toMatch(/container/i);
    expect(text("/ai/chatbots")).toMatch(/prompt/i);
    expect(text("/ai/tools")).toMatch(/prompt/i);
  });
});

describe("guideWordCount", () => {
  it("counts the intro, the body's words and every list, not the links", () => {
    const data = {
      title: "not counted",
      summary: "not counted",
      description: "not counted",
      intro: "zero",
      order: 1,
      concepts: [{ term: "three", definition: "four five" }],
      practices: [{ title: "six", text: "seven" }],
      mistakes: [{ title: "eight", text: "nine ten" }],
      furtherReading: [{ href: "/x", title: "not counted", text: "not counted" }],
    };
    expect(guideWordCount(data, 2)).toBe(11);
  });
});
