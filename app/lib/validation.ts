import * as z from "zod/mini";

/** Email check shared by every form; the schema library's rule, not a hand-rolled pattern. */
const emailSchema = z.email();

export function isEmail(value: string): boolean {
  return emailSchema.safeParse(value.trim()).success;
}
