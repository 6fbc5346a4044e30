/**
 * How a content mistake is reported: one line that names the file and the field, in a writer's
 * words, e.g. `app/content/guides/ai/tools.md: "title" is missing`. Every collection uses it, so an
 * editor meets the same kind of message whichever file they broke.
 */
import type * as z from "zod";

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentError";
    // The message already says where the problem is; a stack trace into this module would only bury it.
    this.stack = `${this.name}: ${message}`;
  }
}

export function fail(file: string, field: string, message: string): never {
  throw new ContentError(`${file}: "${field}" ${message}`);
}

/** One line describing a schema problem, in a writer's terms. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) return "is missing";
    const got = issue.input === null ? "nothing" : Array.isArray(issue.input) ? "a list" : `a ${typeof issue.input}`;
    const expected = issue.expected === "array" ? "list" : issue.expected;
    return `must be a ${expected}, not ${got}`;
  }
  if (issue.code === "unrecognized_keys") return "is not a known field";
  if (
    issue.code === "too_small" &&
    Number(issue.minimum) === 1 &&
    (issue.origin === "string" || issue.origin === "array")
  )
    return issue.origin === "array" ? "must not be an empty list" : "must not be empty";
  return issue.message;
}

/** The field an issue is about, written as a writer would look for it: `steps.2.title`. */
function fieldOf(issue: z.core.$ZodIssue): string {
  const at = issue.path.map(String);
  if (issue.code === "unrecognized_keys") at.push(issue.keys.join(", "));
  return at.join(".") || "frontmatter";
}

/** `data` checked against `schema`; the first problem fails with the file and the field. */
export function validate<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  fail(file, fieldOf(issue), describeIssue(issue));
}
