import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { copyModuleTypes } from "../../../integration/copy-modules";
import login from "../../content/pages/login.yaml";
import { copySchemas, type CopyName } from "../../content/schemas/copy";
import { readCopy } from "../../data/copy-files";
import { checkCopy, copyFileOf } from "./copy";

const COPY = path.resolve("app/content/copy");
const PAGES = path.resolve("app/content/pages");
const names = (folder: string) => readdirSync(folder).map((file) => file.replace(/\.yaml$/, ""));

/** Every file that holds interface copy: each file of copy/, and each page file with an `interface`. */
function copyFiles(): string[] {
  const pages = names(PAGES).filter(
    (name) => "interface" in parse(readFileSync(path.join(PAGES, `${name}.yaml`), "utf8")),
  );
  return [
    ...names(COPY).map((name) => `app/content/copy/${name}.yaml`),
    ...pages.map((name) => `app/content/pages/${name}.yaml`),
  ];
}

describe("the interface copy", () => {
  it("has a schema for each file, and a file for each schema", () => {
    const files = copyFiles();
    expect(files.map((file) => path.basename(file, ".yaml")).toSorted()).toEqual(Object.keys(copySchemas).toSorted());
    expect(files.toSorted()).toEqual((Object.keys(copySchemas) as CopyName[]).map(copyFileOf).toSorted());
  });

  it("gives each screen one home: no name is both a page file and a file of copy/", () => {
    expect(names(COPY).filter((name) => names(PAGES).includes(name))).toEqual([]);
  });

  it("declares a module type for exactly the files the schema map names, made from the map", () => {
    const declared = [
      ...copyModuleTypes().matchAll(
        /declare module "\*\/((?:copy|pages)\/[\w-]+\.yaml)" \{ const copy: import\("[^"]+"\)\.Copy<"([\w-]+)">/g,
      ),
    ];
    expect(declared.map((m) => `app/content/${m[1]}`).toSorted()).toEqual(copyFiles().toSorted());
    for (const [, file, name] of declared) expect(path.basename(file!, ".yaml"), file).toBe(name);
  });

  it("reads the same words as a module and from its file, the brand filled in", async () => {
    for (const name of Object.keys(copySchemas) as CopyName[]) {
      const module = (await import(/* @vite-ignore */ path.resolve(copyFileOf(name)))) as { default: unknown };
      expect(readCopy(name), name).toEqual(module.default);
    }
    expect(login.messages.success.description).toBe("Welcome back to TechHorizon!");
  });

  it("takes only a page file's interface as the module, not the page's own words", () => {
    expect(login).not.toHaveProperty("hero");
    expect(login.submit).toBe("Sign in");
  });

  it("fails naming the file and the field when a field is missing or a slot is lost", () => {
    const { save: __, ...withoutSave } = readCopy("saving");
    expect(() => checkCopy("app/content/copy/saving.yaml", withoutSave)).toThrow(
      'app/content/copy/saving.yaml: "save" is missing',
    );
    const { submit: ___, ...loginWithoutSubmit } = readCopy("login");
    expect(() =>
      checkCopy("app/content/pages/login.yaml", { title: "Sign In", interface: loginWithoutSubmit }),
    ).toThrow('app/content/pages/login.yaml: "interface.submit" is missing');
    const search = { ...readCopy("search"), noResults: "Nothing found" };
    expect(() => checkCopy("app/content/pages/search.yaml", { interface: search })).toThrow(
      'app/content/pages/search.yaml: "interface.noResults" must contain {query}',
    );
    expect(() => checkCopy("app/content/pages/offline.yaml", { title: "You are offline" })).toThrow(
      'app/content/pages/offline.yaml: "interface" is missing',
    );
  });

  it("fails on a file that no schema names", () => {
    expect(() => checkCopy("app/content/copy/misc.yaml", {})).toThrow(
      'app/content/copy/misc.yaml: "file name" must be one of login,',
    );
  });
});
