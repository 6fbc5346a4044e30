/** A blog category: app/content/categories/<id>.yaml. The file names give the filters' order. */
import * as z from "zod";
import { text } from "./shared.ts";

export const categorySchema = z.strictObject({
  /** As readers see it on badges and filters, e.g. "AI Insights". */
  name: text(),
  /** One sentence on what the category covers; shown on its articles' pages. */
  description: text().optional(),
});
export type CategoryData = z.infer<typeof categorySchema>;
