/**
 * The editor's forms, made from the content schemas (ADR 0048): each key of a zod schema in
 * app/content/schemas/ becomes one Keystatic field with the schema's rules, so a field added to a
 * schema appears in the editor and none can be added to the editor alone (the parity test,
 * fields.test.ts, holds both to it).
 *
 * - Text is a text field whose message is the schema's own, shown beside it; a save with a message
 *   writes nothing. A choice (`z.enum`) is a select, a yes/no a checkbox, a whole number a number
 *   field, a date a date field, an id of another collection's entry (hint `entryOf`) a pick from
 *   that collection, a list a list, a group of keys a group.
 * - A field the schema may leave out is not written while empty, and one with a default is not
 *   written while it holds the default: a file keeps only what it says.
 * - A picture (hint `picture`) is uploaded with its description (inputs.tsx).
 */
import { fields, type ComponentSchema } from "@keystatic/core";
import type * as z from "zod";
import { editorHints, type EditorHints } from "../../app/content/schemas/editor.ts";
import { describeIssue } from "../../app/lib/content/errors.ts";
import { withBrand } from "../../app/lib/content/placeholders.ts";
import { aiGuideChoices } from "./choices.ts";
import {
  Checked,
  GroupInput,
  LinesInput,
  MarkdownInput,
  PictureInput,
  TextInput,
  type GroupMember,
  type GroupValue,
  type InputProps,
  type PictureValue,
} from "./inputs.tsx";

/**
 * Keystatic's error for a value a field cannot hold or save: its editor shows the message of this
 * class as it is (another error would read "Unexpected error"). Not exported, so taken from a field.
 */
const FieldDataError = (() => {
  try {
    fields.checkbox({ label: "" }).parse("" as never);
  } catch (error) {
    return (error as Error).constructor as new (message: string) => Error;
  }
  throw new Error("editor: Keystatic's checkbox took text: its FieldDataError cannot be found");
})();

/** The parts of a zod schema's definition the editor reads. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  format?: string;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number; format?: string } } }[];
}
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** A field's schema without the wrappers that say whether it may be left out. */
export interface Unwrapped {
  /** The rule of the value itself. */
  inner: z.ZodType;
  /** The schema as the key has it, wrappers and all: what a value is checked against. */
  whole: z.ZodType;
  optional: boolean;
  hasDefault: boolean;
  fallback: unknown;
  hints: EditorHints;
}

export function unwrap(whole: z.ZodType): Unwrapped {
  let inner = whole;
  let optional = false;
  let hasDefault = false;
  let fallback: unknown;
  let hints: EditorHints = {};
  for (;;) {
    hints = { ...editorHints.get(inner), ...hints };
    const def = defOf(inner);
    if (def.type === "optional") {
      optional = true;
      inner = def.innerType!;
    } else if (def.type === "default") {
      hasDefault = true;
      fallback = def.defaultValue;
      inner = def.innerType!;
    } else if (def.type === "pipe" && defOf(def.in!).type === "transform") {
      // z.preprocess: the value is the pipe's output (a YAML date read as text, shared.ts isoDate).
      inner = def.out!;
    } else return { inner, whole, optional, hasDefault, fallback, hints };
  }
}

/** "lookFor" → "Look for", "faq" → "FAQ". */
export function labelOf(key: string): string {
  if (key === "faq") return "FAQ";
  if (key === "cta") return "Call to action";
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Keys whose text is a paragraph rather than a line. */
const PARAGRAPHS = new Set([
  "bio",
  "excerpt",
  "description",
  "intro",
  "lead",
  "text",
  "summary",
  "answer",
  "definition",
  "paragraphs",
  "points",
  "importance",
  "note",
  "promise",
  "work",
  "lookFor",
  "whatItIs",
]);

/** The schema's first message for `value`, in a writer's words ("Title must not be empty"). */
export function messageFor(schema: z.ZodType, label: string, value: unknown): string | undefined {
  const result = schema.safeParse(withBrand(value), { reportInput: true });
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  const where = issue.path.length ? `${label} (${issue.path.join(".")})` : label;
  return `${where} ${describeIssue(issue)}`;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What a field writes: nothing for an empty optional value or a value equal to the default. */
function written(field: Unwrapped, value: unknown): unknown {
  if (field.optional && isEmpty(value)) return undefined;
  if (field.hasDefault && same(value, field.fallback)) return undefined;
  return value;
}

type Basic = {
  kind: "form";
  formKind?: undefined;
  label?: string;
  Input(props: InputProps<never>): React.ReactElement | null;
  defaultValue(): unknown;
  parse(value: unknown): unknown;
  serialize(value: never): { value: unknown };
  validate(value: never): unknown;
  reader: { parse(value: unknown): unknown };
  /** A group's own fields (the parity test reads them). */
  members?: Record<string, Basic>;
};

/** Keystatic's `field` with the schema's defaults, omissions and messages. */
function checkedBasic(field: Unwrapped, label: string, keystatic: Basic): Basic {
  const serialize = (value: unknown) => written(field, keystatic.serialize(value as never).value);
  const check = (value: unknown) => messageFor(field.whole, label, serialize(value));
  return {
    ...keystatic,
    label,
    defaultValue: () => (field.hasDefault ? field.fallback : keystatic.defaultValue()),
    parse: (value) => (value === undefined && field.hasDefault ? field.fallback : keystatic.parse(value)),
    serialize: (value) => ({ value: serialize(value) }),
    validate(value) {
      const message = check(value);
      if (message) throw new FieldDataError(message);
      return value;
    },
    Input: (props) => (
      <Checked {...props} check={check}>
        <keystatic.Input {...props} />
      </Checked>
    ),
  };
}

function textField(field: Unwrapped, label: string, key: string): Basic {
  const check = (value: string) => messageFor(field.whole, label, written(field, value));
  const multiline = field.hints.multiline ?? PARAGRAPHS.has(key);
  return {
    kind: "form",
    label,
    Input: (props) => (
      <TextInput
        {...(props as unknown as InputProps<string>)}
        label={label}
        description={field.hints.help}
        check={check}
        multiline={multiline}
        required={!field.optional && !field.hasDefault}
      />
    ),
    defaultValue: () => (typeof field.fallback === "string" ? field.fallback : ""),
    parse(value) {
      if (value === undefined) return typeof field.fallback === "string" ? field.fallback : "";
      if (typeof value !== "string") throw new FieldDataError(`${label} must be text`);
      return value;
    },
    serialize: (value: string) => ({ value: written(field, value) }),
    validate(value: string) {
      const message = check(value);
      if (message) throw new FieldDataError(message);
      return value;
    },
    reader: { parse: (value) => value },
  };
}

/** A picture: `{ src, alt }` in the file, the file itself uploaded into public/images/<folder>/. */
function pictureField(field: Unwrapped, label: string, folder: string) {
  const publicPath = `/images/${folder}`;
  const asWritten = (value: PictureValue | null, src: string) => written(field, value && { src, alt: value.alt });
  const check = (value: PictureValue | null) =>
    messageFor(
      field.whole,
      label,
      asWritten(value, value?.upload ? `${publicPath}/picture.${value.upload.extension}` : (value?.src ?? "")),
    );
  return {
    kind: "form" as const,
    formKind: "asset" as const,
    label,
    directory: `public${publicPath}`,
    /** The keys the file holds under this field. */
    pictureKeys: ["src", "alt"],
    Input: (props: InputProps<PictureValue | null>) => (
      <PictureInput {...props} label={label} description={field.hints.help} check={check} />
    ),
    defaultValue: () => null,
    // The picture already served is never read nor rewritten: saving keeps its file as it is.
    filename: () => undefined,
    parse(value: unknown): PictureValue | null {
      if (value === undefined) return null;
      if (!value || typeof value !== "object") throw new FieldDataError(`${label} must have src and alt`);
      const { src, alt } = value as Record<string, unknown>;
      return { src: typeof src === "string" ? src : "", alt: typeof alt === "string" ? alt : "" };
    },
    serialize(
      value: PictureValue | null,
      { suggestedFilenamePrefix, slug }: { suggestedFilenamePrefix: string | undefined; slug: string | undefined },
    ) {
      if (!value?.upload) return { value: asWritten(value, value?.src ?? ""), asset: undefined };
      // Keystatic writes the file to <directory>/<slug>/<filename> (a singleton's: <directory>/<filename>).
      const filename = `${(suggestedFilenamePrefix ?? "picture").replaceAll("/", "-")}.${value.upload.extension}`;
      const src = `${publicPath}${slug ? `/${slug}` : ""}/${filename}`;
      return { value: asWritten(value, src), asset: { filename, content: value.upload.bytes } };
    },
    validate(value: PictureValue | null) {
      const message = check(value);
      if (message) throw new FieldDataError(message);
      return value;
    },
    reader: { parse: (value: unknown) => value },
  };
}

/** Fields that may be left out together: the group is written only while its box is ticked. */
function groupField(field: Unwrapped, label: string, shape: Record<string, z.ZodType>): Basic {
  const members = Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, memberOf(schema, key)]));
  const defaults = () => Object.fromEntries(Object.entries(members).map(([key, m]) => [key, m.defaultValue()]));
  const serialize = (value: GroupValue) =>
    value.on
      ? Object.fromEntries(
          Object.entries(members)
            .map(([key, m]) => [key, m.serialize(value.values[key] as never).value] as const)
            .filter(([, v]) => v !== undefined),
        )
      : undefined;
  return {
    kind: "form",
    label,
    members,
    Input: (props) => (
      <GroupInput
        {...(props as unknown as InputProps<GroupValue>)}
        label={label}
        description={field.hints.help}
        members={members as Record<string, GroupMember>}
      />
    ),
    defaultValue: () => ({ on: false, values: defaults() }),
    parse(value) {
      if (value === undefined) return { on: false, values: defaults() };
      if (!value || typeof value !== "object" || Array.isArray(value))
        throw new FieldDataError(`${label} must be a group of fields`);
      const unknown = Object.keys(value).filter((key) => !(key in members));
      if (unknown.length) throw new FieldDataError(`${label}: "${unknown.join(", ")}" is not a known field`);
      return {
        on: true,
        values: Object.fromEntries(
          Object.entries(members).map(([key, m]) => [key, m.parse((value as Record<string, unknown>)[key])]),
        ),
      };
    },
    serialize: (value: GroupValue) => ({ value: serialize(value) }),
    validate(value: GroupValue) {
      const message = messageFor(field.whole, label, serialize(value));
      if (message) throw new FieldDataError(message);
      return value;
    },
    reader: { parse: (value) => value },
  };
}

/** A field inside a group: a form field of its own (Keystatic's lists cannot sit in one). */
function memberOf(schema: z.ZodType, key: string): Basic {
  const field = unwrap(schema);
  const label = field.hints.label ?? labelOf(key);
  if (defOf(field.inner).type === "array") {
    const check = (value: string[]) => messageFor(field.whole, label, written(field, value));
    return {
      kind: "form",
      label,
      Input: (props) => (
        <LinesInput
          {...(props as unknown as InputProps<string[]>)}
          label={label}
          description={field.hints.help}
          check={check}
        />
      ),
      defaultValue: () => [],
      parse: (value) => (value === undefined ? [] : value),
      serialize: (value: string[]) => ({ value: written(field, value) }),
      validate(value: string[]) {
        const message = check(value);
        if (message) throw new FieldDataError(message);
        return value;
      },
      reader: { parse: (value) => value },
    };
  }
  const made = fieldOf(schema, key);
  if (made.kind !== "form" || (made as { formKind?: string }).formKind !== undefined)
    throw new Error(`editor: "${key}" cannot be in a group of fields that may be left out`);
  return made as unknown as Basic;
}

/** The length limits of a list, for Keystatic's own count message. */
function lengthOf(schema: z.ZodType): { min?: number; max?: number } {
  const length: { min?: number; max?: number } = {};
  for (const check of defOf(schema).checks ?? []) {
    const { check: kind, minimum, maximum, length: exactly } = check._zod.def;
    if (kind === "min_length") length.min = minimum;
    if (kind === "max_length") length.max = maximum;
    if (kind === "length_equals") length.min = length.max = exactly;
  }
  return length;
}

/** The words a list shows for one of its items: its first text, or the item itself. */
function itemLabel(props: unknown): string {
  const value = (props as { value?: unknown; fields?: Record<string, { value?: unknown }> }).value;
  if (typeof value === "string") return value || "(empty)";
  const fieldsOfItem = (props as { fields?: Record<string, { value?: unknown }> }).fields ?? {};
  for (const child of Object.values(fieldsOfItem))
    if (typeof child.value === "string" && child.value) return child.value;
  return "Item";
}

/** The Keystatic field for the key `key` of a schema. */
export function fieldOf(schema: z.ZodType, key: string): ComponentSchema {
  const field = unwrap(schema);
  const { inner, hints } = field;
  const label = hints.label ?? labelOf(key);
  const description = hints.help;
  const def = defOf(inner);
  if (hints.picture) return pictureField(field, label, hints.picture.folder) as unknown as ComponentSchema;
  if (hints.entryOf)
    return checkedBasic(
      field,
      label,
      fields.relationship({ label, description, collection: hints.entryOf }) as unknown as Basic,
    ) as ComponentSchema;
  if (hints.aiGuide)
    return checkedBasic(
      field,
      label,
      fields.select({
        label,
        description,
        options: aiGuideChoices,
        defaultValue: aiGuideChoices[0]!.value,
      }) as unknown as Basic,
    ) as ComponentSchema;
  switch (def.type) {
    case "string":
      if (def.format === "date") {
        // A new entry's required date (an article's, a legal page's last change) starts as today.
        const today = field.optional || field.hasDefault ? {} : { defaultValue: { kind: "today" as const } };
        return checkedBasic(
          field,
          label,
          fields.date({ label, description, ...today }) as unknown as Basic,
        ) as ComponentSchema;
      }
      return textField(field, label, key) as ComponentSchema;
    case "boolean":
      return checkedBasic(field, label, fields.checkbox({ label, description }) as unknown as Basic) as ComponentSchema;
    case "number":
      return checkedBasic(field, label, fields.integer({ label, description }) as unknown as Basic) as ComponentSchema;
    case "enum": {
      const values = Object.values(def.entries!);
      const options = [
        ...(field.optional ? [{ value: "", label: "(none)" }] : []),
        ...values.map((value) => ({ value, label: value })),
      ];
      const defaultValue = field.optional ? "" : typeof field.fallback === "string" ? field.fallback : values[0]!;
      return checkedBasic(
        field,
        label,
        fields.select({ label, description, options, defaultValue }) as unknown as Basic,
      ) as ComponentSchema;
    }
    case "array": {
      const element = unwrap(def.element!);
      if (element.hints.entryOf)
        return checkedBasic(
          field,
          label,
          fields.multiRelationship({ label, description, collection: element.hints.entryOf }) as unknown as Basic,
        ) as ComponentSchema;
      return fields.array(fieldOf(def.element!, key), {
        label,
        description,
        itemLabel,
        validation: { length: lengthOf(inner) },
      });
    }
    case "object":
      if (field.optional) return groupField(field, label, def.shape!) as ComponentSchema;
      return fields.object(fieldsOf(inner), { label, description });
    default:
      throw new Error(`editor: "${key}" is a ${def.type}, which the editor has no field for`);
  }
}

/** The Keystatic fields of an object schema, key by key in the schema's order (the order a file is written in). */
export function fieldsOf(schema: z.ZodType): Record<string, ComponentSchema> {
  const { shape } = defOf(unwrap(schema).inner);
  if (!shape) throw new Error("editor: a form is made from an object schema");
  return Object.fromEntries(Object.entries(shape).map(([key, child]) => [key, fieldOf(child, key)]));
}

/** A Markdown body, kept byte for byte as written: Keystatic's rich editors reformat what they save (ADR 0048). */
export function markdownBody(label: string, description: string) {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  return {
    kind: "form" as const,
    formKind: "content" as const,
    contentExtension: ".md",
    label,
    Input: (props: InputProps<string>) => <MarkdownInput {...props} label={label} description={description} />,
    defaultValue: () => "",
    parse: (_: unknown, { content }: { content: Uint8Array | undefined }) => (content ? decoder.decode(content) : ""),
    serialize: (value: string) => ({
      value: undefined,
      content: encoder.encode(value),
      other: new Map(),
      external: new Map(),
    }),
    validate: (value: string) => value,
    reader: {
      parse: (_: unknown, { content }: { content: Uint8Array | undefined }) => (content ? decoder.decode(content) : ""),
    },
  };
}

/** The slug field of a collection: its key's text is the entry's name, and the file name is made from it. */
export function slugField(
  schema: z.ZodType,
  key: string,
  options: { slugLabel: string; pattern: RegExp; keepName?: boolean },
) {
  const field = unwrap(schema);
  const label = field.hints.label ?? labelOf(key);
  const made = fields.slug({
    name: { label, description: field.hints.help, validation: { isRequired: !field.optional } },
    slug: {
      label: options.slugLabel,
      validation: {
        pattern: { regex: options.pattern, message: "Lowercase words joined by hyphens, e.g. my-new-page" },
      },
    },
  });
  if (!field.optional) return made;
  // A name the file may leave out (a tag's, whose file name is the tag): the file name stands in
  // for it, and a name equal to the file name is not written.
  return {
    ...made,
    parse: (value: unknown, extra: { slug: string } | undefined) =>
      value === undefined && extra ? { name: extra.slug, slug: extra.slug } : made.parse(value as never, extra),
    serializeWithSlug: (value: { name: string; slug: string }) => ({
      slug: value.slug,
      value: value.name === value.slug ? undefined : value.name,
    }),
  };
}
