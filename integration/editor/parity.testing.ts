/**
 * Whether the editor's forms and the content schemas describe the same fields (ADR 0048): every
 * key a schema has, at any depth, is a field of the editor's form, and the form has no field the
 * schema lacks. The forms are made from the schemas (fields.tsx), so they agree unless someone adds
 * a field to one side by hand; the test of every collection and singleton (parity.test.ts) fails then.
 */
import type * as z from "zod";
import { unwrap } from "./fields.tsx";

interface Def {
  type: string;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

/** The keys a zod schema allows, as paths: `hero.image.src`, `items[].title`. */
export function schemaKeys(schema: z.ZodType, at = ""): string[] {
  const { inner } = unwrap(schema);
  const def = inner._zod.def as unknown as Def;
  if (def.type === "object")
    return Object.entries(def.shape!).flatMap(([key, child]) => [`${at}${key}`, ...schemaKeys(child, `${at}${key}.`)]);
  if (def.type === "array") return schemaKeys(def.element!, `${at.slice(0, -1)}[].`);
  return [];
}

interface EditorField {
  kind: string;
  fields?: Record<string, EditorField>;
  element?: EditorField;
  members?: Record<string, EditorField>;
  pictureKeys?: string[];
}

/** The keys an editor's form writes, as the same paths. */
export function formKeys(field: EditorField, at = ""): string[] {
  const children = (entries: Record<string, EditorField>) =>
    Object.entries(entries).flatMap(([key, child]) => [`${at}${key}`, ...formKeys(child, `${at}${key}.`)]);
  if (field.kind === "object") return children(field.fields!);
  if (field.kind === "array") return formKeys(field.element!, `${at.slice(0, -1)}[].`);
  if (field.members) return children(field.members);
  if (field.pictureKeys) return field.pictureKeys.map((key) => `${at}${key}`);
  return [];
}

/** The keys only one side has: empty when the form and the schema agree. */
export function parity(
  schema: z.ZodType,
  form: Record<string, unknown>,
): { onlyInSchema: string[]; onlyInForm: string[] } {
  const inSchema = new Set(schemaKeys(schema));
  const inForm = new Set(formKeys({ kind: "object", fields: form as Record<string, EditorField> }));
  return {
    onlyInSchema: [...inSchema].filter((key) => !inForm.has(key)),
    onlyInForm: [...inForm].filter((key) => !inSchema.has(key)),
  };
}
