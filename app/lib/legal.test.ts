import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentFailure } from "~/data/testing/content-failure";
import { legalEntries } from "~/data/testing/collection-files.testing";
import { legalSchema } from "~/content/schemas/legal";
import { BRAND } from "~/content/site";
import { contact } from "~/lib/content/settings";
import { formatUpdated, toLegalDocument, wrapSections } from "./legal";

const FIXTURES = path.join("app/lib/__fixtures__/legal");

/** A folder's documents as the content layer stores them, then as their pages get them. */
const readLegalDocuments = async (dir?: string) => (await legalEntries(dir)).map(toLegalDocument);

describe("the legal collection", () => {
  it("loads the real Terms of Use and Privacy Policy, each with its sections and date", async () => {
    const docs = Object.fromEntries((await readLegalDocuments()).map((d) => [d.id, d]));
    expect(Object.keys(docs).sort()).toEqual(["privacy", "terms"]);
    expect(docs.terms!.title).toBe("Terms of Use");
    expect(docs.privacy!.title).toBe("Privacy Policy");
    for (const doc of Object.values(docs)) {
      expect(doc.updatedText).toBe(formatUpdated(doc.updated));
      expect(doc.toc.length).toBeGreaterThanOrEqual(6);
      expect(doc.html).toContain("no cookies, no analytics and no tracking of any kind");
      expect(doc.html).toContain(`mailto:${contact.email}`);
      expect(doc.html).not.toMatch(/\{[a-z]+\}/);
      for (const { id } of doc.toc) expect(doc.html).toContain(`<section aria-labelledby="${id}">`);
    }
    expect(docs.terms!.toc.map((t) => t.id)).toContain("liability");
  });

  it("reads a fixture: ids and contents from the ## headings, placeholders filled in the body, the address a link", async () => {
    const [doc] = await readLegalDocuments(path.join(FIXTURES, "valid"));
    expect(doc!.toc).toEqual([
      { id: "be-kind", title: "Be kind" },
      { id: "be-brief", title: "Be brief" },
    ]);
    expect(doc!.updatedText).toBe("5 January 2026");
    expect(doc!.html).toContain(`the ${BRAND} team`);
    expect(doc!.html).toContain(`<a href="mailto:${contact.email}">${contact.email}</a>`);
    expect(doc!.html.match(/<section /g)).toHaveLength(2);
  });

  it("shows a date as readers say it, whatever the machine's time zone", () => {
    expect(formatUpdated("2026-11-20")).toBe("20 November 2026");
    expect(formatUpdated("2027-01-01")).toBe("1 January 2027");
  });

  it("keeps text before the first section outside any section", () => {
    expect(
      wrapSections('<p>Intro</p>\n<div class="heading-group heading-group-h2"><h2 id="a">A</h2></div>\n<p>x</p>\n'),
    ).toBe(
      '<p>Intro</p>\n<section aria-labelledby="a"><div class="heading-group heading-group-h2"><h2 id="a">A</h2></div>\n<p>x</p></section>\n',
    );
  });

  it.each([
    ["missing-field", `${FIXTURES}/missing-field/rules.md: "title" is missing`],
    ["wrong-type", `${FIXTURES}/wrong-type/rules.md: "updated" must be a string, not a number`],
    ["bad-date", `${FIXTURES}/bad-date/rules.md: "updated" must be a date written YYYY-MM-DD, e.g. 2026-11-20`],
    ["unknown-field", `${FIXTURES}/unknown-field/rules.md: "author" is not a known field`],
  ])("a document with a mistake (%s) fails naming the file and the field", async (dir, message) => {
    const error = await legalEntries(path.join(FIXTURES, dir)).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toBe(message);
  });

  it("a document without sections fails naming the file and the body", async () => {
    const [entry] = await legalEntries(path.join(FIXTURES, "no-sections"));
    expect(contentFailure(() => toLegalDocument(entry!))).toBe(
      `${FIXTURES}/no-sections/rules.md: "body" has no sections: start each one with a ## heading`,
    );
  });

  it("keeps a date the content layer's YAML reads as a date (unquoted) as written", () => {
    expect(legalSchema.shape.updated.parse(new Date("2026-01-05T00:00:00Z"))).toBe("2026-01-05");
  });
});
