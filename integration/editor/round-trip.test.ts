/**
 * Nothing lost, nothing rewritten (issue 45, item 5; ADR 0048): every file in app/content/ is in the
 * editor, and opening it and saving it again with Keystatic's own reading and writing
 * (keystatic-files.testing.ts) gives back the same bytes. A file the editor cannot hold opens as
 * Keystatic's message naming the field, not as an empty form; pictures are written where the site
 * serves them, and a picture already there is never rewritten.
 */
import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../shared/build-layout.ts";
import keystaticConfig from "../../keystatic.config.ts";
import { editorFiles, gluesMatch } from "./keystatic-files.testing.ts";
import type { PictureValue } from "./inputs.tsx";

const { checkEntry, entryOfFile, openEntry, saveEntry } = editorFiles(keystaticConfig);

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const CONTENT = globSync("app/content/**/*.{md,yaml,yml,json}", { cwd: REPO_ROOT }).sort();

/** The bytes the editor writes for `file` opened with `bytes` and saved unchanged. */
const reopened = (file: string, bytes: Uint8Array) =>
  saveEntry(entryOfFile(file)!, openEntry(entryOfFile(file)!, bytes));

describe("every content file, opened and saved in the editor", () => {
  it("covers the content folder", () => {
    expect(CONTENT.length).toBeGreaterThan(100);
  });

  it.each(CONTENT)("%s is in the editor and comes back byte for byte", (file) => {
    expect(entryOfFile(file), `${file} is in no collection or singleton of the editor`).toBeDefined();
    const bytes = readFileSync(`${REPO_ROOT}/${file}`);
    const { data, extraFiles } = reopened(file, bytes);
    expect(decoder.decode(data)).toBe(decoder.decode(bytes));
    expect(extraFiles).toEqual([]);
  });

  it("is Keystatic's own reading and writing, as the installed version joins them", () => {
    expect(gluesMatch()).toEqual([]);
  });
});

describe("a file not in the editor's form", () => {
  it("comes back in it: the test above would fail for it", () => {
    const file = "app/content/tags/css.yaml";
    const handWritten = "description: 'Modern CSS'\n# a comment\n";
    expect(decoder.decode(reopened(file, encoder.encode(handWritten)).data)).toBe("description: Modern CSS\n");
    const article =
      "---\ntitle: A\ndate: 2026-01-01\ncategory: motivation\nexcerpt: B\ntags: [css, react]\n---\n\nText.\n";
    expect(decoder.decode(reopened("app/content/articles/a.md", encoder.encode(article)).data)).toBe(
      "---\ntitle: A\ndate: 2026-01-01\ncategory: motivation\nexcerpt: B\ntags:\n  - css\n  - react\n---\n\nText.\n",
    );
  });
});

describe("a Markdown body", () => {
  it("is kept as written: numbered lists, tables, spacing", () => {
    const body = "\n1. one\n2. two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n*em*  __strong__\n";
    const source = `---\ntitle: A\ndate: 2026-01-01\ncategory: motivation\nexcerpt: B\n---\n${body}`;
    expect(decoder.decode(reopened("app/content/articles/a.md", encoder.encode(source)).data)).toBe(source);
  });
});

describe("a tag", () => {
  const tag = { kind: "collection", key: "tags", slug: "css" } as const;

  it("opens with its name, the file name, filled in, so it saves without retyping it", () => {
    expect(openEntry(tag, encoder.encode("description: Modern CSS\n"))).toMatchObject({
      name: { name: "css", slug: "css" },
      description: "Modern CSS",
    });
  });

  it("writes a name only when it differs from the file name", () => {
    const state = openEntry(tag, encoder.encode("description: Modern CSS\n")) as Record<string, unknown>;
    expect(decoder.decode(saveEntry(tag, { ...state, name: { name: "CSS", slug: "css" } }).data)).toBe(
      "name: CSS\ndescription: Modern CSS\n",
    );
  });
});

describe("a file broken by hand", () => {
  it.each([
    [
      "a key no schema has",
      "app/content/authors/maya-chen.yaml",
      "name: A\nrole: B\nbio: C\nnickname: D\n",
      'Key on object value "nickname" is not allowed',
    ],
    ["a list where text goes", "app/content/tags/css.yaml", "description:\n  - a\n", "Description must be text"],
    [
      "a number where a choice goes",
      "app/content/authors/maya-chen.yaml",
      "name: A\nrole: B\nbio: C\ntone: 3\n",
      "Must be a string",
    ],
  ])("opens as the editor's message naming the field, not an empty form (%s)", (_, file, source, named) => {
    expect(() => openEntry(entryOfFile(file)!, encoder.encode(source))).toThrow("Field validation failed:");
    expect(() => openEntry(entryOfFile(file)!, encoder.encode(source))).toThrow(named);
  });
});

describe("an invalid value", () => {
  const page = { kind: "singleton", key: "page-contact" } as const;
  const contact = readFileSync(`${REPO_ROOT}/app/content/pages/contact.yaml`);

  it("is a message at its field, in the schema's words, and the editor does not save", () => {
    const state = openEntry(page, contact) as { title: string; description: string; hero: { heading: string } };
    expect(checkEntry(page, state)).toEqual({ saves: true, messages: [] });
    const broken = { ...state, title: "  ", hero: { ...state.hero, heading: "" } };
    expect(checkEntry(page, broken)).toEqual({
      saves: false,
      messages: ["Title must not be empty", "Heading must not be empty"],
    });
  });

  it("keeps to every rule of the schema, such as a template's {slot}", () => {
    const words = { kind: "singleton", key: "words-blog-list" } as const;
    const state = openEntry(words, readFileSync(`${REPO_ROOT}/app/content/copy/blog-list.yaml`)) as Record<
      string,
      unknown
    >;
    expect(checkEntry(words, { ...state, pageStatus: "Page of" })).toEqual({
      saves: false,
      messages: ["Page status must contain {page} and {count}"],
    });
  });

  it("a date that is none", () => {
    const legal = { kind: "collection", key: "legal", slug: "terms" } as const;
    const state = openEntry(legal, readFileSync(`${REPO_ROOT}/app/content/legal/terms.md`)) as Record<string, unknown>;
    expect(checkEntry(legal, { ...state, updated: "20.11.2026" })).toMatchObject({ saves: false });
  });
});

describe("a picture", () => {
  const author = { kind: "collection", key: "authors", slug: "ada-lovelace" } as const;
  const source = "name: Ada Lovelace\nrole: Analyst\nbio: Wrote the first program.\n";
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it("uploaded with its description goes to the folder the site serves it from, and the file names it", () => {
    const state = openEntry(author, encoder.encode(source)) as Record<string, unknown>;
    const photo: PictureValue = { src: "", alt: "Ada at her desk", upload: { bytes: png, extension: "png" } };
    const { data, extraFiles } = saveEntry(author, { ...state, photo });
    expect(decoder.decode(data)).toBe(
      `${source}photo:\n  src: /images/authors/ada-lovelace/photo.png\n  alt: Ada at her desk\n`,
    );
    expect(extraFiles).toEqual([{ path: "photo.png", parent: "public/images/authors", contents: png }]);
  });

  it("already on the site is kept as it is: no file is read or written again", () => {
    const withPhoto = `${source}photo:\n  src: /images/authors/ada.jpg\n  alt: Ada at her desk\n`;
    const { data, extraFiles } = saveEntry(author, openEntry(author, encoder.encode(withPhoto)));
    expect(decoder.decode(data)).toBe(withPhoto);
    expect(extraFiles).toEqual([]);
  });
});
