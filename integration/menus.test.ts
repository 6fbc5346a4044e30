import { describe, expect, it, vi } from "vitest";
import type { Plugin } from "vite";
import navigation from "../app/content/copy/navigation.yaml";
import { headerMenu } from "../app/lib/navigation";
import { courseTopicEntries, guideData, serviceEntries } from "../app/data/testing/collection-files.testing";
import { publishEntries } from "../app/data/loaded-entries";
import { serviceSuggestions, toServices } from "../app/lib/services";
import { loadedMenus, menus, toMenus } from "./menus";

/** The site's collections as the content layer holds them (the menus need no rendered body). */
const sources = { guides: guideData(), courses: courseTopicEntries(), services: serviceEntries() };

describe("toMenus", () => {
  const read = toMenus(sources);

  it("gives each of the four menus six suggestions with a title, a one-line description and a link", () => {
    for (const [name, suggestions] of Object.entries(read)) {
      expect(suggestions, name).toHaveLength(6);
      for (const s of suggestions) {
        expect(s.title.length, `${name} ${s.href}`).toBeGreaterThan(0);
        expect(s.desc.length, `${name} ${s.href}`).toBeGreaterThan(0);
      }
    }
    expect(read.courses.map((s) => s.href)).toEqual([
      "/webdev/frontend",
      "/webdev/backend",
      "/webdev/database",
      "/webdev/deployment",
      "/webdev/toolandresourse",
      "/webdev/versioncontrol",
    ]);
    expect(read.ai[1]).toEqual({
      title: "AI Tools",
      desc: "Assistants, APIs and libraries worth a place in your workflow.",
      href: "/ai/tools",
    });
    expect(read.tech.map((s) => s.href)).toEqual([
      "/tech/web-dev",
      "/tech/mobile",
      "/tech/cloud",
      "/tech/security",
      "/tech/blockchain",
      "/tech/iot",
    ]);
    expect(read.services).toEqual(serviceSuggestions(toServices(sources.services)));
  });

  it("fills the header's dropdowns in the order docs/product.md#header fixes", () => {
    const items = headerMenu(navigation.header, read);
    expect(items.map((i) => i.label)).toEqual([
      "Home",
      "Web Development",
      "AI Insights",
      "Tech Trends",
      "Services",
      "Blog",
      "About",
      "Contact",
    ]);
    expect(items.find((i) => i.label === "Tech Trends")?.suggestions).toBe(read.tech);
    expect(items.find((i) => i.label === "Home")).not.toHaveProperty("suggestions");
  });
});

describe("the virtual:menus plugin", () => {
  const plugin = menus() as Plugin & {
    resolveId: (id: string) => string | undefined;
    load: (id: string) => string | undefined;
    configureServer: (server: unknown) => void;
  };

  it("resolves virtual:menus to a module exporting the menus made from the entries the content layer loaded", () => {
    for (const [collection, entries] of Object.entries(sources)) publishEntries(collection, entries);
    const id = plugin.resolveId("virtual:menus")!;
    expect(plugin.load(id)).toBe(`export default ${JSON.stringify(toMenus(sources))};`);
    expect(loadedMenus()).toEqual(toMenus(sources));
    expect(plugin.resolveId("virtual:other")).toBeUndefined();
  });

  it("in astro dev, a guide the content layer loads again invalidates the module and reloads the page; other collections do not", () => {
    const module = {};
    const moduleGraph = { getModuleById: vi.fn(() => module), invalidateModule: vi.fn() };
    const send = vi.fn();
    plugin.configureServer({ environments: { client: { moduleGraph } }, ws: { send } });

    publishEntries("articles", []);
    expect(send).not.toHaveBeenCalled();

    publishEntries("guides", sources.guides);
    expect(moduleGraph.invalidateModule).toHaveBeenCalledWith(module);
    expect(send).toHaveBeenCalledWith({ type: "full-reload" });

    publishEntries("courses", sources.courses);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
