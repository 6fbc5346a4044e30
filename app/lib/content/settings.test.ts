/** The site's settings (app/content/settings.json, the editor's "Site settings") as the content layer checks them. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "~/content/schemas/settings";
import { validate } from "./errors";
import { contact, tagline } from "./settings";

const FILE = "app/content/settings.json";
const file = JSON.parse(readFileSync(FILE, "utf8")) as { contact: Record<string, unknown> };

describe("the site's settings", () => {
  it("are valid, and the pages get them with {brand} filled in and the number to dial", () => {
    expect(() => validate(FILE, siteSettingsSchema, file)).not.toThrow();
    expect(contact.phoneHref).toBe(`tel:${contact.phone.replace(/[^+\d]/g, "")}`);
    expect(contact.address.join(" ")).not.toContain("{brand}");
    expect(tagline).not.toBe("");
  });

  it("refuse a mistake with one line naming the file and the field", () => {
    const broken = { ...file, contact: { ...file.contact, email: "hello at example" } };
    expect(() => validate(FILE, siteSettingsSchema, broken)).toThrow(
      'app/content/settings.json: "contact.email" must be an email address, e.g. hello@example.com',
    );
  });
});
