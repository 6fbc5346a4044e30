/**
 * One description of each content type (issue 45, item 2; ADR 0048): the editor's form of every
 * collection and singleton has exactly the fields its zod schema has, at every depth. The forms are
 * made from the schemas, so this fails only when someone adds a field to one side by hand, as the
 * planted fields below show.
 */
import { fields } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import keystaticConfig from "../../keystatic.config.ts";
import { collections, singletons, type CollectionEntry } from "./entries.ts";
import { fieldsOf } from "./fields.tsx";
import { parity } from "./parity.testing.ts";

/** A form's fields without a Markdown file's body, which is the text after the frontmatter, not a key of it. */
const frontmatterFields = (schema: Record<string, unknown>, markdown: boolean) =>
  Object.fromEntries(Object.entries(schema).filter(([key]) => !(markdown && key === "body")));

describe("the editor's forms and the content schemas", () => {
  it.each(Object.entries(collections))("collection %s: the same fields", (key, entry) => {
    const form = frontmatterFields(
      keystaticConfig.collections![key]!.schema,
      Boolean((entry as CollectionEntry).markdown),
    );
    expect(parity(entry.schema, form)).toEqual({ onlyInSchema: [], onlyInForm: [] });
  });

  it.each(Object.entries(singletons))("singleton %s: the same fields", (key, entry) => {
    expect(parity(entry.schema, keystaticConfig.singletons![key]!.schema)).toEqual({
      onlyInSchema: [],
      onlyInForm: [],
    });
  });

  it("lists every collection of the content layer and every file of words", () => {
    expect(Object.keys(keystaticConfig.collections!)).toEqual(Object.keys(collections));
    expect(Object.keys(keystaticConfig.singletons!)).toEqual(Object.keys(singletons));
  });
});

describe("the parity check", () => {
  const { articles } = collections;
  const form = frontmatterFields(keystaticConfig.collections!.articles!.schema, true);

  it("fails for a field added to the schema alone", () => {
    const grown = articles.schema.extend({ subtitle: z.string() });
    expect(parity(grown, form)).toEqual({ onlyInSchema: ["subtitle"], onlyInForm: [] });
  });

  it("fails for a field added to the form alone, at any depth", () => {
    expect(parity(articles.schema, { ...form, subtitle: fields.text({ label: "Subtitle" }) })).toEqual({
      onlyInSchema: [],
      onlyInForm: ["subtitle"],
    });
    const home = singletons["page-home"]!;
    const homeForm = fieldsOf(home.schema) as Record<string, { kind: string; fields: Record<string, unknown> }>;
    const hero = { ...homeForm.hero!, fields: { ...homeForm.hero!.fields, kicker: fields.text({ label: "Kicker" }) } };
    expect(parity(home.schema, { ...homeForm, hero })).toEqual({ onlyInSchema: [], onlyInForm: ["hero.kicker"] });
  });

  it("passes for a field added to the schema, since the form is made from it", () => {
    const grown = articles.schema.extend({ subtitle: z.string() });
    expect(parity(grown, fieldsOf(grown))).toEqual({ onlyInSchema: [], onlyInForm: [] });
  });
});
