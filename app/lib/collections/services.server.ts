/**
 * Reads the services collection (app/content/services/<slug>.yaml); the /services page's copy is an
 * entry of the pages collection (pages.server.ts). Checks what a schema cannot: every related service exists, and a
 * service does not list itself. Not cached: `astro dev` calls it again when a file is saved.
 */
import path from "node:path";
import { CONTENT_DIR, entryIds, readDataEntries } from "../content/files.server.ts";
import { fail } from "../content/errors.ts";
import { serviceSchema, type Service } from "../../content/schemas/services.ts";

export const SERVICES_DIR = path.join(CONTENT_DIR, "services");

export interface ServiceEntry {
  /** The file name: the page is /services/<id>. */
  id: string;
  data: Service;
}

/** Every service, in `order` (then by slug); a related slug that is not a service fails with file and field. */
export function readServices(dir: string = SERVICES_DIR): ServiceEntry[] {
  const entries = readDataEntries(dir, serviceSchema);
  const ids = new Set(entries.map((e) => e.id));
  for (const { id, file, data } of entries) {
    data.related.forEach((slug, i) => {
      if (slug === id) fail(file, `related.${i}`, "is this service itself; list other services");
      if (!ids.has(slug)) fail(file, `related.${i}`, `is "${slug}", which is not a service (no app/content/services/${slug}.yaml)`);
      if (data.related.indexOf(slug) !== i) fail(file, `related.${i}`, `lists "${slug}" twice`);
    });
  }
  return entries.map(({ id, data }) => ({ id, data })).sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
}

/** The service slugs, for the route table: file names only, nothing parsed. */
export function serviceSlugs(dir: string = SERVICES_DIR): string[] {
  return entryIds(dir, [".yaml", ".yml", ".json"]);
}

/** The header's Services dropdown: the services marked `menu: true`, in order. */
export function serviceMenuSuggestions(dir: string = SERVICES_DIR): { title: string; desc: string; href: string }[] {
  return readServices(dir)
    .filter((s) => s.data.menu)
    .map((s) => ({ title: s.data.title, desc: s.data.summary, href: `/services/${s.id}` }));
}
