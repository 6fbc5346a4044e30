/**
 * `virtual:menus`: the header's menu suggestions (title, one-line description, link) generated at
 * build time from the content collections, so the header island ships them in its script without
 * reading files in the browser. `astro dev` rebuilds the module and reloads the page when a guide,
 * a course topic or a service is saved.
 */
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { COURSES_DIR, readCourseTopics } from "../app/lib/collections/courses.server.ts";
import { GUIDES_DIR, readGuides } from "../app/lib/collections/guides.server.ts";
import { SERVICES_DIR, serviceMenuSuggestions } from "../app/lib/collections/services.server.ts";
import type { Menus } from "../app/content/navigation.ts";

const ID = "virtual:menus";
const RESOLVED = `\0${ID}`;

/** Every menu's suggestions, read from the collections now (not cached). */
export function readMenus(): Menus {
  const guides = readGuides();
  const guideSuggestions = (section: "ai" | "tech") =>
    guides.filter((g) => g.section === section).map((g) => ({ title: g.title, desc: g.summary, href: g.path }));
  return {
    courses: readCourseTopics().map((t) => ({ title: t.title, desc: t.summary, href: t.path })),
    ai: guideSuggestions("ai"),
    tech: guideSuggestions("tech"),
    services: serviceMenuSuggestions(),
  };
}

/** Folders and files whose change changes a menu. */
const SOURCES = [GUIDES_DIR, COURSES_DIR, SERVICES_DIR];
const isSource = (file: string) => SOURCES.some((source) => file === source || file.startsWith(`${source}${path.sep}`));

export function menus(): Plugin {
  let server: ViteDevServer | undefined;
  const reload = (file: string) => {
    if (!server || !isSource(path.resolve(file))) return;
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(RESOLVED);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: "full-reload" });
  };
  return {
    name: "techhorizon:menus",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify(readMenus())};`;
    },
    configureServer(devServer) {
      server = devServer;
      // A saved, added or deleted guide, course or service file rebuilds the menus.
      devServer.watcher.add(SOURCES);
      for (const event of ["change", "add", "unlink"] as const) devServer.watcher.on(event, reload);
    },
  };
}
