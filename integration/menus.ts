/**
 * `virtual:menus`: the header's menu suggestions (title, one-line description, link) generated at
 * build time from the content collections, so the header island ships them in its script without
 * reading files in the browser. They are made from the entries the content layer loaded
 * (app/data/loaded-entries.ts), never from the files again: a browser script cannot call
 * getCollection(). `astro dev` rebuilds the module and reloads the page when the content layer
 * changes a guide, a course topic or a service.
 */
import type { Plugin, ViteDevServer } from "vite";
import type { Menus, Suggestion } from "../app/content/schemas/navigation.ts";
import type { CourseTopicData } from "../app/content/schemas/courses.ts";
import type { GuideFrontmatter, GuideSection } from "../app/content/schemas/guides.ts";
import type { Service } from "../app/content/schemas/services.ts";
import { loadedEntries, onPublished } from "../app/data/loaded-entries.ts";
import { byOrder, type StoredEntry } from "../app/lib/content/stored.ts";
import { coursePath } from "../app/lib/paths.ts";
import { guidePlace, inGuideOrder } from "../app/lib/guides.ts";
import { serviceSuggestions, toServices } from "../app/lib/services.ts";

const ID = "virtual:menus";
const RESOLVED = `\0${ID}`;

/** The collections the menus are made from. */
export interface MenuSources {
  guides: readonly StoredEntry<GuideFrontmatter>[];
  courses: readonly StoredEntry<CourseTopicData>[];
  services: readonly StoredEntry<Service>[];
}

const SOURCES: readonly string[] = ["guides", "courses", "services"] satisfies (keyof MenuSources)[];

/** Every menu's suggestions, in each collection's order. */
export function toMenus({ guides, courses, services }: MenuSources): Menus {
  const guideSuggestions = (section: GuideSection): Suggestion[] =>
    inGuideOrder(guides)
      .map((entry) => ({ entry, place: guidePlace(entry.id) }))
      .filter(({ place }) => place.section === section)
      .map(({ entry, place }) => ({ title: entry.data.title, desc: entry.data.summary, href: place.path }));
  return {
    courses: [...courses]
      .sort(byOrder)
      .map((entry) => ({ title: entry.data.title, desc: entry.data.summary, href: coursePath(entry.id) })),
    ai: guideSuggestions("ai"),
    tech: guideSuggestions("tech"),
    services: serviceSuggestions(toServices(services)),
  };
}

/** The menus from what the content layer holds now. */
export function loadedMenus(): Menus {
  return toMenus({
    guides: loadedEntries("guides"),
    courses: loadedEntries("courses"),
    services: loadedEntries("services"),
  });
}

export function menus(): Plugin {
  let server: ViteDevServer | undefined;
  const reload = (collection: string) => {
    if (!server || !SOURCES.includes(collection)) return;
    let loaded = false;
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(RESOLVED);
      if (module) environment.moduleGraph.invalidateModule(module);
      loaded ||= Boolean(module);
    }
    if (loaded) server.ws.send({ type: "full-reload" });
  };
  return {
    name: "techhorizon:menus",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify(loadedMenus())};`;
    },
    configureServer(devServer) {
      server = devServer;
      // A guide, course or service the content layer loads again (a file saved, added or deleted) rebuilds the menus.
      const stop = onPublished(reload);
      devServer.httpServer?.once("close", stop);
    },
  };
}
