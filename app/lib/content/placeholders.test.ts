import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { BRAND } from "~/content/site";
import { contact } from "~/lib/content/settings";
import { readDataFile } from "../../data/testing/files.testing";
import { idOfEntry } from "../../data/loader";
import { fillPlaceholders, PLACEHOLDERS, withBrand } from "./placeholders";

describe("placeholders in content", () => {
  it("names the facts spelled once in content/site.ts", () => {
    expect(PLACEHOLDERS).toEqual({ brand: BRAND, email: contact.email });
  });

  it("fills every known placeholder, as often as it occurs", () => {
    expect(fillPlaceholders("Write to {email}: the {brand} team reads {email}.")).toBe(
      `Write to ${contact.email}: the ${BRAND} team reads ${contact.email}.`,
    );
  });

  it("leaves unknown placeholders and other braces alone", () => {
    expect(fillPlaceholders("See the {count} open roles, {constructor}, {Brand}, { brand }, {}")).toBe(
      "See the {count} open roles, {constructor}, {Brand}, { brand }, {}",
    );
  });

  it("is applied to every string of a data file, however deeply nested", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "placeholders-")), "page.yaml");
    writeFileSync(file, "title: About {brand}\nitems:\n  - text: Mail {email}\n    count: 3\n");
    const schema = z.strictObject({
      title: z.string(),
      items: z.array(z.strictObject({ text: z.string(), count: z.number() })),
    });
    expect(readDataFile(file, schema)).toEqual({
      title: `About ${BRAND}`,
      items: [{ text: `Mail ${contact.email}`, count: 3 }],
    });
  });
});

describe("placeholders in stored entries", () => {
  it("leave values that are not text, lists or plain objects as they are (a YAML date stays a Date)", () => {
    const date = new Date("2026-11-23T00:00:00Z");
    expect(withBrand({ title: "{brand} news", date, tags: ["{brand}"], count: 3 })).toEqual({
      title: `${BRAND} news`,
      date,
      tags: [BRAND],
      count: 3,
    });
    expect((withBrand({ date }) as { date: unknown }).date).toBe(date);
  });
});

describe("an entry's id", () => {
  it("is its path in the collection's folder without the extension, each part a slug", () => {
    expect(idOfEntry("tools.md", "app/content/guides")).toBe("tools");
    expect(idOfEntry("ai/tools.md", "app/content/guides")).toBe("ai/tools");
    expect(() => idOfEntry("ai/My Tools.md", "app/content/guides")).toThrow(
      'app/content/guides/ai/My Tools.md: "file name" must be lowercase words joined by hyphens, e.g. my-new-page.md',
    );
  });
});
