import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentFailure } from "~/data/testing/content-failure";
import { contact } from "~/lib/content/settings";
import { careersPageSchema, roleSchema } from "~/content/schemas/careers";
import { readDataEntries, readDataFile } from "~/data/testing/files.testing";
import { toRoles } from "~/lib/careers";
import { PAGES_DIR } from "~/data/testing/collection-files.testing";

/** The roles of a folder, each file checked with the schema the content layer uses, ordered as /careers lists them. */
const readRoles = (dir = "app/content/careers") => toRoles(readDataEntries(dir, roleSchema));

/** The /careers page's copy (an entry of the pages collection), read with its schema. */
const readCareersPage = (file = path.join(PAGES_DIR, "careers.yaml")) => readDataFile(file, careersPageSchema);

const FIXTURES = path.join("app/lib/__fixtures__/careers");

describe("the careers collection", () => {
  it("loads the real open roles in their order, and the page's copy", () => {
    const roles = readRoles();
    expect(roles.map((r) => [r.id, r.title])).toEqual([
      ["technical-writer-ai", "Technical Writer (AI)"],
      ["frontend-engineer", "Frontend Engineer"],
      ["developer-educator", "Developer Educator"],
      ["community-editor", "Community Editor"],
    ]);
    const page = readCareersPage();
    expect(page.heading).toBe("Careers at TechHorizon");
    expect(page.seeRoles).toBe("See the {count} open roles");
    expect(page.noRole.text).toContain(`write to ${contact.email} about`);
  });

  it("reads a valid fixture folder: order first, then file name; order defaults to 100", () => {
    expect(readRoles(path.join(FIXTURES, "valid")).map((r) => [r.id, r.order])).toEqual([
      ["editor", 1],
      ["tester", 100],
    ]);
  });

  it.each([
    ["missing-field", `${FIXTURES}/missing-field/tester.yaml: "team" is missing`],
    ["wrong-type", `${FIXTURES}/wrong-type/tester.yaml: "work" must be a list, not a string`],
    ["unknown-field", `${FIXTURES}/unknown-field/tester.yaml: "salary" is not a known field`],
  ])("a role with a mistake (%s) fails naming the file and the field", (dir, message) => {
    expect(contentFailure(() => readRoles(path.join(FIXTURES, dir)))).toBe(message);
  });

  it("a label without its {slot} fails naming the file and the field", () => {
    expect(contentFailure(() => readCareersPage(path.join(FIXTURES, "pages/careers.yaml")))).toBe(
      `${FIXTURES}/pages/careers.yaml: "seeRoles" must contain {count}`,
    );
  });
});
