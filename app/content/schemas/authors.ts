/** A writer: app/content/authors/<id>.yaml. Articles name them by id; the About page shows them as the team. */
import * as z from "zod";
import { text } from "./shared.ts";

export const authorSchema = z.strictObject({
  name: text(),
  role: text(),
  bio: text(),
  /** Shown in the illustrated avatar (the site never uses photos of faces); defaults to the name's initials. */
  initials: z.string().regex(/^[A-Z]{1,3}$/, "must be one to three capital letters").optional(),
  /** The avatar's gradient, from the site palette. */
  tone: z.enum(["indigo", "cyan", "violet"], "must be one of indigo, cyan, violet").default("indigo"),
  /** Place on the About page's team list, smallest first. */
  order: z.int("must be a whole number").positive().default(100),
});
export type AuthorData = z.infer<typeof authorSchema>;
