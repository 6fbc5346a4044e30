/**
 * Reads the open roles (app/content/careers/<id>.yaml); the /careers page's copy is an entry of the
 * pages collection (pages.server.ts). Not cached: `astro dev` calls it again when a file is saved.
 */
import path from "node:path";
import { CONTENT_DIR, readDataEntries } from "../content/files.server.ts";
import { roleSchema, type Role } from "../../content/schemas/careers.ts";

export const CAREERS_DIR = path.join(CONTENT_DIR, "careers");

/** The open roles in `order` (then by file name). */
export function readRoles(dir: string = CAREERS_DIR): Role[] {
  return readDataEntries(dir, roleSchema)
    .map(({ id, data }) => ({ id, ...data }))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
