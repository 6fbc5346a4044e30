/**
 * Interface copy with slots: the words live in app/content/copy/ and the pages' `interface` as templates such as
 * "Link to section: {heading}", and the code fills the slots where it shows them. The copy's schema
 * holds each template to the slots its code fills (content/schemas/copy.ts).
 */

/** `template` with each `{name}` of `values` filled in; any other braces are left as they are. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (slot, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  );
}

/** A count in words: "1 article", "6 articles". */
export function countText(forms: { one: string; other: string }, count: number): string {
  return count === 1 ? forms.one : fill(forms.other, { count });
}
