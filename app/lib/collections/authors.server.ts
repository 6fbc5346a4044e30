/**
 * The writers (app/content/authors/*.yaml), ordered as the About page lists them. An article without
 * an author is by the publication, which has an author page of its own like any writer.
 */
import path from "node:path";
import { authorSchema } from "../../content/schemas/authors.ts";
import { publicationAuthor, type Author } from "../../content/blog.ts";
import { CONTENT_DIR, readDataEntries } from "../content/files.server.ts";

export const AUTHORS_DIR = path.join(CONTENT_DIR, "authors");

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("")
    .slice(0, 3);

/** The writers in `dir`, by their `order`, then by name. */
export function readAuthors(dir: string = AUTHORS_DIR): Author[] {
  return readDataEntries(dir, authorSchema)
    .map(({ id, data }) => ({ id, ...data, initials: data.initials ?? initialsOf(data.name) }))
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/** Every author an article can have: the writers and the publication. */
export function readAllAuthors(dir: string = AUTHORS_DIR): Author[] {
  return [...readAuthors(dir), publicationAuthor];
}
