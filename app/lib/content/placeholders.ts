/**
 * Facts that content names by placeholder, so each is spelled once, in content/site.ts: `{brand}`
 * and the contact `{email}`. The content layer fills them in every entry's data and Markdown body
 * as it reads the file (loader.ts), before the schema sees the data and before Markdown is parsed.
 */
import { BRAND } from "../../content/site.ts";
import { contact } from "./settings.ts";
import { fill } from "../copy-text.ts";

export const PLACEHOLDERS: Readonly<Record<string, string>> = { brand: BRAND, email: contact.email };

/** `text` with every known `{placeholder}` filled in; other braces (a copy template's slots) are left as they are. */
export function fillPlaceholders(text: string): string {
  return fill(text, PLACEHOLDERS);
}

/** Every string in `value`, however deeply nested, with its placeholders filled in. */
export function withBrand(value: unknown): unknown {
  if (typeof value === "string") return fillPlaceholders(value);
  if (Array.isArray(value)) return value.map(withBrand);
  // Only plain objects: a YAML date is a Date, which the schema reads as it is.
  if (value && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withBrand(v)]));
  return value;
}
