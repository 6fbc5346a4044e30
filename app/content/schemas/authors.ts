/** A writer: app/content/authors/<id>.yaml. Articles name them by id; the About page shows them as the team. */
import * as z from "zod";
import { hinted } from "./editor.ts";
import { picture, text } from "./shared.ts";

export const authorSchema = z.strictObject({
  name: text(),
  role: text(),
  bio: text(),
  /** The author's photo, on their page, beside their articles and on the About page; without one, the initials. */
  photo: picture("authors", "A square photo shows best; without one, the initials stand in.").optional(),
  /** Shown in the illustrated avatar when there is no photo; defaults to the name's initials. */
  initials: hinted(z.string().regex(/^[A-Z]{1,3}$/, "must be one to three capital letters"), {
    help: "Shown when there is no photo; made from the name when left empty.",
  }).optional(),
  /** The avatar's gradient, from the site palette. */
  tone: z.enum(["indigo", "cyan", "violet"], "must be one of indigo, cyan, violet").default("indigo"),
  /** Place on the About page's team list, smallest first. */
  order: z.int("must be a whole number").positive().default(100),
});
export type AuthorData = z.infer<typeof authorSchema>;
