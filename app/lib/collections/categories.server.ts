/** The blog's categories (app/content/categories/*.yaml), in file-name order: the order of the filters. */
import path from "node:path";
import { categorySchema } from "../../content/schemas/categories.ts";
import type { Category } from "../../content/blog.ts";
import { CONTENT_DIR, readDataEntries } from "../content/files.server.ts";

export const CATEGORIES_DIR = path.join(CONTENT_DIR, "categories");

export function readCategories(dir: string = CATEGORIES_DIR): Category[] {
  return readDataEntries(dir, categorySchema).map(({ id, data }) => ({ id, ...data }));
}
