import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import JSON5 from "json5";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../shared/build-layout.ts";

const schema = JSON.parse(readFileSync(path.join(import.meta.dirname, "renovate-schema.json"), "utf8"));
const config = JSON5.parse(readFileSync(path.join(REPO_ROOT, "renovate.json5"), "utf8"));
// Renovate's schema describes with keywords of its own (allowComments, tsType, …), which Ajv would
// refuse in strict mode, and names a "regex" format Ajv does not know (any string passes it).
const validate = new Ajv({ strict: false, allErrors: true, formats: { regex: true } }).compile(schema);

describe("renovate.json5", () => {
  it("is a configuration Renovate's schema accepts", () => {
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
  });

  it("is checked for real: the schema refuses an option of the wrong kind", () => {
    expect(validate({ ...config, minimumReleaseAge: 3 })).toBe(false);
    expect(validate({ ...config, lockFileMaintenance: "weekly" })).toBe(false);
  });

  it("groups Astro, React, Playwright and Serwist, keeps the lockfile maintained and waits after a release", () => {
    const groups = (config.packageRules as { groupName?: string }[]).map((rule) => rule.groupName).filter(Boolean);
    expect(groups).toEqual(expect.arrayContaining(["Astro", "React", "Playwright", "Serwist"]));
    expect(config.lockFileMaintenance.enabled).toBe(true);
    expect(config.minimumReleaseAge).toMatch(/^\d+ days?$/);
  });
});
