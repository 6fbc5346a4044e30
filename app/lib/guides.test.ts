import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentFailure } from "~/data/testing/content-failure";
import { guideEntries, routesFromFiles } from "~/data/testing/collection-files.testing";
import { guideWordCount, toGuides } from "./guides";
import { pagePaths } from "./routes";

const fixtures = path.join(import.meta.dirname, "__fixtures__/guides");
const fixture = (name: string) => path.join(fixtures, name);
const shown = (name: string) => path.relative(process.cwd(), fixture(name));

/** The site's pages, by file names (the build takes them from the content layer's entries). */
const sitePages = new Set(pagePaths(routesFromFiles()));
const isPage = (href: string) => sitePages.has(href);

/** A fixture folder's guides as the content layer stores them, then as the pages get them. */
const guidesOf = async (name: string) => toGuides(await guideEntries(fixture(name)), isPage);

describe("toGuides on fixtures", () => {
  it("orders both sections, renders the body and counts the words", async () => {
    const guides = await guidesOf("valid");
    expect(guides.map((g) => g.path)).toEqual(["/ai/second", "/ai/first", "/tech/other"]);
    const first = guides[1]!;
    expect(first).toMatchObject({
      section: "ai",
      slug: "first",
      title: "Fixture Guide",
      summary: "One line for the menu.",
    });
    expect(first.html).toBe(
      "<p>First paragraph of the introduction.</p>\n<p>Second paragraph with <em>emphasis</em>.</p>",
    );
    expect(first.furtherReading).toEqual([{ href: "/tech/other", title: "Other guide", text: "Another fixture." }]);
    // intro 6 + body 9 + concept 5 + practice 5 + mistake 6
    expect(first.words).toBe(31);
  });

  it.each([
    ["missing-field", `${shown("missing-field/ai/no-summary.md")}: "summary" is missing`],
    ["wrong-type", `${shown("wrong-type/ai/word-order.md")}: "order" must be a number, not a string`],
    ["unknown-field", `${shown("unknown-field/tech/extra.md")}: "author" is not a known field`],
  ])("a guide with a mistake (%s) fails with one line naming the file and the field", async (name, message) => {
    const error = await guideEntries(fixture(name)).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toBe(message);
  });

  it("fails on a Further reading link to a page that does not exist", async () => {
    const entries = await guideEntries(fixture("broken-reference"));
    expect(contentFailure(() => toGuides(entries, isPage))).toBe(
      `${shown("broken-reference/ai/dead-link.md")}: "furtherReading.0.href" is not a page of this site: "/tech/no-such-guide"`,
    );
  });

  it("fails on a Further reading link to the guide itself", async () => {
    const [entry] = await guideEntries(fixture("valid"));
    const self = {
      ...entry!,
      data: { ...entry!.data, furtherReading: [{ href: `/${entry!.id}`, title: "Me", text: "Myself." }] },
    };
    expect(contentFailure(() => toGuides([self], isPage))).toBe(
      `${entry!.filePath}: "furtherReading.0.href" points at this guide itself; link to another page`,
    );
  });

  it("fails naming the body when the pipeline could not render it", async () => {
    const entries = await guideEntries(fixture("valid"));
    const unrendered = entries.map((entry) => (entry.id === "ai/first" ? { ...entry, rendered: undefined } : entry));
    expect(contentFailure(() => toGuides(unrendered, isPage))).toBe(
      `${shown("valid/ai/first.md")}: "body" could not be rendered (the error is above)`,
    );
  });
});

describe("the site's guides", async () => {
  const guides = toGuides(await guideEntries(), isPage);

  it("load: six AI and six tech guides in menu order, each a page of the route table", () => {
    expect(guides.filter((g) => g.section === "ai").map((g) => g.slug)).toEqual([
      "trends",
      "tools",
      "ml-basics",
      "business",
      "chatbots",
      "image-generation",
    ]);
    expect(guides.filter((g) => g.section === "tech").map((g) => g.slug)).toEqual([
      "web-dev",
      "mobile",
      "cloud",
      "security",
      "blockchain",
      "iot",
    ]);
    for (const g of guides) expect(sitePages.has(g.path), g.path).toBe(true);
  });

  it.each(guides.map((g) => [g.path, g] as const))(
    "%s has a description for search results, its sections and at least 400 words",
    (_path, g) => {
      expect(g.description.length).toBeGreaterThanOrEqual(50);
      expect(g.description.length).toBeLessThanOrEqual(160);
      expect(g.html).toMatch(/^<p>/);
      expect(g.concepts.length).toBeGreaterThanOrEqual(4);
      expect(g.practices.length).toBeGreaterThanOrEqual(3);
      expect(g.mistakes.length).toBeGreaterThanOrEqual(3);
      expect(g.furtherReading.length).toBeGreaterThanOrEqual(3);
      expect(g.words).toBeGreaterThanOrEqual(400);
    },
  );

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
