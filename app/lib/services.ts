/**
 * The services as the pages and the header's menu use them, made from the entries the content layer
 * stored (app/content/services/<slug>.yaml makes /services/<slug>; the /services page's copy is the
 * "services" entry of pages). Pure, so it is unit-tested without Astro. What a schema cannot check
 * is checked here, naming the file and the field: every related service exists, is not the service
 * itself and is listed once.
 */
import type { Service } from "../content/schemas/services.ts";
import type { Suggestion } from "../content/schemas/navigation.ts";
import { fail } from "./content/errors.ts";
import { byOrder, fileOf, type StoredEntry } from "./content/stored.ts";

export interface ServiceEntry {
  /** The file name: the page is /services/<id>. */
  id: string;
  data: Service;
}

export const servicePath = (slug: string) => `/services/${slug}`;

/** Every service in `order` (then by slug), its related services checked. */
export function toServices(entries: readonly StoredEntry<Service>[]): ServiceEntry[] {
  const ids = new Set(entries.map((e) => e.id));
  for (const entry of entries) {
    const { id, data } = entry;
    const file = fileOf(entry, "services");
    data.related.forEach((slug, i) => {
      if (slug === id) fail(file, `related.${i}`, "is this service itself; list other services");
      if (!ids.has(slug))
        fail(file, `related.${i}`, `is "${slug}", which is not a service (no app/content/services/${slug}.yaml)`);
      if (data.related.indexOf(slug) !== i) fail(file, `related.${i}`, `lists "${slug}" twice`);
    });
  }
  return [...entries].sort(byOrder).map(({ id, data }) => ({ id, data }));
}

/** The header's Services dropdown: the services marked `menu: true`, in order. */
export function serviceSuggestions(services: readonly ServiceEntry[]): Suggestion[] {
  return services
    .filter((s) => s.data.menu)
    .map((s) => ({ title: s.data.title, desc: s.data.summary, href: servicePath(s.id) }));
}
