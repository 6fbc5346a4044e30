/**
 * The editor (Keystatic in local mode, ADR 0015 and 0048), opened at /keystatic under `npm run dev`
 * only (integration/editor.ts). Everything it lists is integration/editor/entries.ts, and every
 * form is made from that entry's zod schema (integration/editor/fields.tsx): the editor writes the
 * files the build reads, in the form the round-trip test holds every content file to.
 */
import { collection, config, singleton, type ComponentSchema } from "@keystatic/core";
import { BRAND } from "./app/content/site.ts";
import {
  collections,
  navigation,
  singletons,
  type CollectionEntry,
  type SingletonEntry,
} from "./integration/editor/entries.ts";
import { fieldsOf, markdownBody, slugField } from "./integration/editor/fields.tsx";
import { keepEditorForm } from "./integration/editor/keep-form.ts";

keepEditorForm(import.meta.hot);

/** Keystatic's collection for one entry of the table. */
export function keystaticCollection(entry: CollectionEntry) {
  const schema: Record<string, ComponentSchema> = {
    ...fieldsOf(entry.schema),
    [entry.slugField]: slugField(entry.schema.shape[entry.slugField]!, entry.slugField, {
      slugLabel: entry.slugLabel,
      pattern: entry.slugPattern,
    }),
    ...(entry.markdown && { body: markdownBody(entry.markdown.label, entry.markdown.help) }),
  };
  return collection({
    label: entry.label,
    path: entry.path,
    // The slug field is one of the schema's keys (entries.ts); Keystatic's types cannot see which.
    slugField: entry.slugField as never,
    format: entry.markdown ? { contentField: "body" } : { data: "yaml" },
    entryLayout: entry.markdown ? "content" : "form",
    previewUrl: entry.preview,
    schema: schema as Record<string, ComponentSchema> & { body: ComponentSchema },
    ...(entry.columns && { columns: entry.columns as never }),
  });
}

/** Keystatic's singleton for one file of words. */
export function keystaticSingleton(entry: SingletonEntry) {
  return singleton({
    label: entry.label,
    path: entry.path,
    format: { data: entry.json ? "json" : "yaml" },
    ...(entry.preview && { previewUrl: entry.preview }),
    schema: fieldsOf(entry.schema),
  });
}

export default config({
  storage: { kind: "local" },
  ui: { brand: { name: BRAND }, navigation },
  collections: Object.fromEntries(Object.entries(collections).map(([key, entry]) => [key, keystaticCollection(entry)])),
  singletons: Object.fromEntries(Object.entries(singletons).map(([key, entry]) => [key, keystaticSingleton(entry)])),
});
