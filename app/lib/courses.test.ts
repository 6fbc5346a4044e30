import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentFailure } from "~/data/testing/content-failure";
import {
  courseGuideEntry,
  courseTopicEntries,
  motivationEntry,
  routesFromFiles,
} from "~/data/testing/collection-files.testing";
import { checkEntryData } from "~/lib/content/check-entry";
import { checkCourseGuide, checkMotivation, coursePageSchemaById, toCourseTopics } from "./courses";
import { pagePaths } from "./routes";

const fixtures = path.join(import.meta.dirname, "__fixtures__/courses");
const fixture = (name: string) => path.join(fixtures, name);
const shown = (name: string) => path.relative(process.cwd(), fixture(name));

const publicFile = (file: string) => existsSync(path.join("public", file));
const sitePages = new Set(pagePaths(routesFromFiles()));
const isPage = (href: string) => sitePages.has(href);

describe("the courses on fixtures", () => {
  it("topics come in order with their paths", () => {
    const topics = toCourseTopics(courseTopicEntries(fixture("valid")), publicFile);
    expect(topics.map((t) => [t.slug, t.title, t.path])).toEqual([
      ["zeta", "First Topic", "/webdev/zeta"],
      ["later", "Fixture Topic", "/webdev/later"],
    ]);
    expect(topics[0]!.card.features).toEqual(["A feature"]);
  });

  it("a topic with a missing required field fails naming the file and the field", () => {
    expect(contentFailure(() => courseTopicEntries(fixture("missing-field")))).toBe(
      `${shown("missing-field/topics/no-definition.yaml")}: "definition" is missing`,
    );
  });

  it("a field of the wrong type fails", () => {
    expect(contentFailure(() => courseTopicEntries(fixture("wrong-type")))).toBe(
      `${shown("wrong-type/topics/importance-text.yaml")}: "importance" must be a list, not a string`,
    );
  });

  it("a field the schema does not know fails", () => {
    expect(contentFailure(() => courseTopicEntries(fixture("unknown-field")))).toBe(
      `${shown("unknown-field/topics/extra.yaml")}: "author" is not a known field`,
    );
  });

  it("an illustration that is not in public/ fails", () => {
    expect(contentFailure(() => toCourseTopics(courseTopicEntries(fixture("broken-reference")), publicFile))).toBe(
      `${shown("broken-reference/topics/missing-picture.yaml")}: "illustration" is not a file in public/: "/images/course/no-such-picture.svg"`,
    );
  });

  it("a technology listed twice in the shared sidebar fails", () => {
    expect(contentFailure(() => checkCourseGuide(courseGuideEntry(fixture("duplicate-technology"))))).toBe(
      `${shown("duplicate-technology/course-guide.yaml")}: "sidebar.technologies.1.id" repeats "html": each technology is listed once`,
    );
  });

  it("a selected technology that is not in the list fails", () => {
    const entry = courseGuideEntry(fixture("valid"));
    const broken = { ...entry, data: { ...entry.data, sidebar: { ...entry.data.sidebar, selected: "cobol" } } };
    expect(contentFailure(() => checkCourseGuide(broken))).toBe(
      `${entry.filePath}: "sidebar.selected" is not the id of a technology in the list: "cobol"`,
    );
  });

  it("a landing page link to a page that does not exist fails", () => {
    expect(contentFailure(() => checkMotivation(motivationEntry(fixture("dead-link")), isPage))).toBe(
      `${shown("dead-link/motivation.yaml")}: "closing.stories.href" is not a page of this site: "/success-stories"`,
    );
  });

  it("a file beside the topics that is neither shared file fails naming the file", () => {
    expect(
      contentFailure(() => checkEntryData("app/content/courses/extra.yaml", "extra", {}, coursePageSchemaById)),
    ).toBe(
      'app/content/courses/extra.yaml: "file name" is not a file of the courses (they are course-guide and motivation; topics go in topics/)',
    );
  });

  it("the shared file and the landing page read", () => {
    expect(checkCourseGuide(courseGuideEntry(fixture("valid"))).sidebar.technologies).toHaveLength(5);
    expect(checkMotivation(motivationEntry(fixture("valid")), isPage).topics.action).toBe("Start Learning");
  });
});

describe("the site's courses", () => {
  it("load: the six topics in menu order, each a page of the route table", () => {
    const topics = toCourseTopics(courseTopicEntries(), publicFile);
    expect(topics.map((t) => t.slug)).toEqual([
      "frontend",
      "backend",
      "database",
      "deployment",
      "toolandresourse",
      "versioncontrol",
    ]);
    for (const t of topics) expect(sitePages.has(t.path), t.path).toBe(true);
    expect(new Set(topics.map((t) => t.importance[0])).size, "each topic has its own importance points").toBe(6);
  });

  it("keep the fixed texts: roadmap steps, statistics, the five technologies once each", () => {
    const guide = checkCourseGuide(courseGuideEntry());
    expect(guide.roadmap.steps.map((s) => s.title)).toEqual([
      "HTML Basics",
      "CSS Fundamentals",
      "JavaScript Core",
      "React Framework",
      "Advanced Topics",
    ]);
    expect(guide.stats.items).toEqual([
      { value: "50+", label: "Interactive Lessons" },
      { value: "20+", label: "Hands-on Projects" },
      { value: "100%", label: "Practical Learning" },
    ]);
    expect(guide.sidebar.technologies.map((t) => t.name)).toEqual(["HTML", "CSS", "JavaScript", "React", "Tailwind"]);
    expect(guide.importanceTitle.replace("{title}", "Backend Development")).toBe(
      "Why Backend Development is Important?",
    );
    expect(checkMotivation(motivationEntry(), isPage).closing.claims).toEqual([
      "50,000+ Students Enrolled",
      "95% Success Rate",
      "24/7 Support Available",
    ]);
  });
});
