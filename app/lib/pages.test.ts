import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";
import { contentFailure } from "~/data/testing/content-failure";
import { guideData, pageEntries } from "~/data/testing/collection-files.testing";
import { pageIds, pageSchemas } from "~/content/schemas/pages";
import { BRAND } from "~/content/site";
import { validate } from "~/lib/content/errors";
import { withBrand } from "~/lib/content/placeholders";
import { checkPages, pageSchemaById, type PageEntry } from "./pages";

const FIXTURES = path.relative(process.cwd(), path.resolve(import.meta.dirname, "__fixtures__", "pages"));

/** The slugs of the site's AI guides. */
const aiGuides = guideData().flatMap((entry) => (entry.id.startsWith("ai/") ? [entry.id.slice(3)] : []));

/** The site's pages with the fixture file `name` in place of the page of the same name, checked as the build checks them. */
function withFixture(name: string): PageEntry[] {
  const [fixture] = pageEntries(path.join(FIXTURES, path.dirname(name)));
  return checkPages([...pageEntries().filter((entry) => entry.id !== fixture!.id), fixture!], aiGuides);
}

describe("pages", () => {
  it.each([
    ["missing-field/not-found.yaml", '"title" is missing'],
    ["wrong-type/not-found.yaml", '"hero.lead" must be a string, not a number'],
    ["unknown-field/not-found.yaml", '"subtitle" is not a known field'],
    ["section-wrong-type/contact.yaml", '"sections.next.points" must be a list, not a string'],
    [
      "unknown-page/jobs.yaml",
      '"file name" is not a page of the site (the pages are home, about, ai, tech-trends, contact, blog, login, signup, forgot-password, search, library, offline, not-found, motivation, services, careers)',
    ],
    ["bad-link/login.yaml", '"sections.legal" has a [label] that is not followed by (/path) to make it a link'],
  ])("%s fails with one line naming the file and the field, as the content layer reads it", (name, expected) => {
    const file = path.join(FIXTURES, name);
    expect(contentFailure(() => pageEntries(path.dirname(file)))).toBe(`${file}: ${expected}`);
  });

  it.each([
    [
      "broken-anchor/not-found.yaml",
      '"hero.actions.0.href" must be # and the id of a section on this page (it has none)',
    ],
    [
      "unknown-guide/ai.yaml",
      '"sections.topics.items.5.guide" must be the slug of an AI guide (business, chatbots, image-generation, ml-basics, tools, trends)',
    ],
  ])("%s fails with one line naming the file and the field, where the pages are first used", (name, expected) => {
    expect(contentFailure(() => withFixture(name))).toBe(`${path.join(FIXTURES, name)}: ${expected}`);
  });

  it("a page of the site without its file fails naming the missing file", () => {
    const dir = path.join(FIXTURES, "incomplete");
    expect(contentFailure(() => checkPages(pageEntries(dir), aiGuides, dir))).toBe(
      `${path.join(dir, "home.yaml")}: "file" is missing: every page of the site needs its file`,
    );
  });

  it("the site's pages all load, with the brand filled in", () => {
    const pages = checkPages(pageEntries(), aiGuides);
    expect(pages.map((p) => p.id).sort()).toEqual([...pageIds].sort());
    const about = pages.find((p): p is PageEntry<"about"> => p.id === "about")!;
    expect(about.data.title).toBe("About Us");
    expect(about.data.hero.heading).toBe(`About ${BRAND}`);
    expect(JSON.stringify(pages)).not.toContain("{brand}");
  });

  it("the writing guide's example page file is a valid contact page", () => {
    const guide = readFileSync(path.resolve("docs/authoring.md"), "utf8");
    const example =
      /### An example: `(app\/content\/pages\/contact\.yaml)`\n\n```yaml path=\S+ url=\S+\n([\s\S]*?)\n```/.exec(guide);
    expect(example).not.toBeNull();
    expect(() => validate(example![1]!, pageSchemas.contact, parseYaml(example![2]!))).not.toThrow();
  });

  it("leaves a page's interface words to their copy schema, and refuses them on a page that has none", () => {
    const read = (id: string) => withBrand(parseYaml(readFileSync(`app/content/pages/${id}.yaml`, "utf8")));
    const login = validate("app/content/pages/login.yaml", pageSchemaById.byId.login!, read("login"));
    expect(login).not.toHaveProperty("interface");
    expect(login).toHaveProperty("hero.heading", "Sign in to TechHorizon");
    expect(() =>
      validate("app/content/pages/about.yaml", pageSchemaById.byId.about!, {
        ...(read("about") as object),
        interface: {},
      }),
    ).toThrow('app/content/pages/about.yaml: "interface" is not a known field');
  });
});
