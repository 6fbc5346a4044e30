/**
 * Reads the open roles (app/content/careers/<id>.yaml) and the /careers page's copy
 * (app/content/pages/careers.yaml). Not cached: `astro dev` calls it again when a file is saved.
 */
import path from "node:path";
import { CONTENT_DIR, readDataEntries, readDataFile } from "../content/files.server.ts";
import { careersPageSchema, roleSchema, type CareersPage, type Role } from "../../content/schemas/careers.ts";

export const CAREERS_DIR = path.join(CONTENT_DIR, "careers");
export const CAREERS_PAGE_FILE = path.join(CONTENT_DIR, "pages", "careers.yaml");

/** The open roles in `order` (then by file name). */
export function readRoles(dir: string = CAREERS_DIR): Role[] {
  return readDataEntries(dir, roleSchema)
    .map(({ id, data }) => ({ id, ...data }))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

export function readCareersPage(file: string = CAREERS_PAGE_FILE): CareersPage {
  return readDataFile(file, careersPageSchema);
}
