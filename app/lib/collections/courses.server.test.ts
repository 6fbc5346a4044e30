import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentFailure } from "~/lib/content/content-failure";
import { pagePaths } from "../routes";
import { courseSlugs, readCourseGuide, readCourseTopics, readMotivation } from "./courses.server";

const fixtures = path.join(import.meta.dirname, "__fixtures__/courses");
const fixture = (name: string) => path.join(fixtures, name);
const shown = (name: string) => path.relative(process.cwd(), fixture(name));

describe("course readers on fixtures", () => {
  it("read the topics in order with their paths", () => {
    const topics = readCourseTopics({ root: fixture("valid") });
    expect(topics.map((t) => [t.slug, t.title, t.path])).toEqual([
      ["zeta", "First Topic", "/webdev/zeta"],
      ["later", "Fixture Topic", "/webdev/later"],
    ]);
    expect(topics[0]!.card.features).toEqual(["A feature"]);
    expect(courseSlugs(fixture("valid"))).toEqual(["later", "zeta"]);
  });

  it("fail on a missing required field, naming the file and the field", () => {
    expect(contentFailure(() => readCourseTopics({ root: fixture("missing-field") }))).toBe(`${shown("missing-field/topics/no-definition.yaml")}: "definition" is missing`);
  });

  it("fail on a field of the wrong type", () => {
    expect(contentFailure(() => readCourseTopics({ root: fixture("wrong-type") }))).toBe(
      `${shown("wrong-type/topics/importance-text.yaml")}: "importance" must be a list, not a string`,
    );
  });

  it("fail on a field the schema does not know", () => {
    expect(contentFailure(() => readCourseTopics({ root: fixture("unknown-field") }))).toBe(`${shown("unknown-field/topics/extra.yaml")}: "author" is not a known field`);
  });

  it("fail on an illustration that is not in public/", () => {
    expect(contentFailure(() => readCourseTopics({ root: fixture("broken-reference") }))).toBe(
      `${shown("broken-reference/topics/missing-picture.yaml")}: "illustration" is not a file in public/: "/images/course/no-such-picture.svg"`,
    );
  });

  it("fail on a technology listed twice in the shared sidebar", () => {
    expect(contentFailure(() => readCourseGuide({ root: fixture("duplicate-technology") }))).toBe(
      `${shown("duplicate-technology/course-guide.yaml")}: "sidebar.technologies.1.id" repeats "html": each technology is listed once`,
    );
  });

  it("fail on a landing page link to a page that does not exist", () => {
    expect(contentFailure(() => readMotivation({ root: fixture("dead-link") }))).toBe(
      `${shown("dead-link/motivation.yaml")}: "closing.stories.href" is not a page of this site: "/success-stories"`,
    );
  });

  it("read the shared file and the landing page", () => {
    expect(readCourseGuide({ root: fixture("valid") }).sidebar.technologies).toHaveLength(5);
    expect(readMotivation({ root: fixture("valid") }).topics.action).toBe("Start Learning");
  });
});

describe("the site's courses", () => {
  it("load: the six topics in menu order, each a page of the route table", () => {
    const topics = readCourseTopics();
    expect(topics.map((t) => t.slug)).toEqual(["frontend", "backend", "database", "deployment", "toolandresourse", "versioncontrol"]);
    const pages = new Set(pagePaths());
    for (const t of topics) expect(pages.has(t.path), t.path).toBe(true);
    expect(new Set(topics.map((t) => t.importance[0])).size, "each topic has its own importance points").toBe(6);
  });

  it("keep the spec's texts: roadmap steps, statistics, the five technologies once each", () => {
    const guide = readCourseGuide();
    expect(guide.roadmap.steps.map((s) => s.title)).toEqual(["HTML Basics", "CSS Fundamentals", "JavaScript Core", "React Framework", "Advanced Topics"]);
    expect(guide.stats.items).toEqual([
      { value: "50+", label: "Interactive Lessons" },
      { value: "20+", label: "Hands-on Projects" },
      { value: "100%", label: "Practical Learning" },
    ]);
    expect(guide.sidebar.technologies.map((t) => t.name)).toEqual(["HTML", "CSS", "JavaScript", "React", "Tailwind"]);
    expect(guide.importanceTitle.replace("{title}", "Backend Development")).toBe("Why Backend Development is Important?");
    expect(readMotivation().closing.claims).toEqual(["50,000+ Students Enrolled", "95% Success Rate", "24/7 Support Available"]);
  });
});
