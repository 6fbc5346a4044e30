import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import login from "../../content/copy/login.yaml";
import { copySchemas, type CopyName } from "../../content/schemas/copy";
import { readCopy } from "../../data/copy-files";
import { checkCopy } from "./copy";

const COPY = path.resolve("app/content/copy");

describe("the interface copy", () => {
  it("has a schema and a module type for each file, and a file for each schema", () => {
    const files = readdirSync(COPY).map((file) => file.replace(/\.yaml$/, ""));
    expect(files.toSorted()).toEqual(Object.keys(copySchemas).toSorted());
    const declared = [
      ...readFileSync(path.resolve("app/content/schemas/copy-modules.d.ts"), "utf8").matchAll(
        /"\*\/copy\/([\w-]+)\.yaml"/g,
      ),
    ].map((m) => m[1]);
    expect(declared.toSorted()).toEqual(files.toSorted());
  });

  it("reads the same words as a module and from its file, the brand filled in", async () => {
    for (const name of Object.keys(copySchemas) as CopyName[]) {
      const module = (await import(/* @vite-ignore */ path.join(COPY, `${name}.yaml`))) as { default: unknown };
      expect(readCopy(name), name).toEqual(module.default);
    }
    expect(login.messages.success.description).toBe("Welcome back to TechHorizon!");
  });

  it("fails naming the file and the field when a field is missing or a slot is lost", () => {
    const { submit: _, ...withoutSubmit } = readCopy("login");
    expect(() => checkCopy("app/content/copy/login.yaml", withoutSubmit)).toThrow(
      'app/content/copy/login.yaml: "submit" is missing',
    );
    const search = { ...readCopy("search"), noResults: "Nothing found" };
    expect(() => checkCopy("app/content/copy/search.yaml", search)).toThrow(
      'app/content/copy/search.yaml: "noResults" must contain {query}',
    );
  });

  it("fails on a file that no schema names", () => {
    expect(() => checkCopy("app/content/copy/misc.yaml", {})).toThrow(
      'app/content/copy/misc.yaml: "file name" must be one of login,',
    );
  });
});
