import { EventEmitter } from "node:events";
import path from "node:path";
import type { Plugin } from "vite";
import { describe, expect, it, vi } from "vitest";
import { headerMenu } from "../app/content/navigation";
import { serviceMenuSuggestions } from "../app/lib/collections/services.server";
import { menus, readMenus } from "./menus";

describe("readMenus", () => {
  const read = readMenus();

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
    expect(read.ai[1]).toEqual({ title: "AI Tools", desc: "Assistants, APIs and libraries worth a place in your workflow.", href: "/ai/tools" });
    expect(read.tech.map((s) => s.href)).toEqual(["/tech/web-dev", "/tech/mobile", "/tech/cloud", "/tech/security", "/tech/blockchain", "/tech/iot"]);
    expect(read.services).toEqual(serviceMenuSuggestions());
  });

  it("fills the header's dropdowns in the order decisions.md fixes", () => {
    const items = headerMenu(read);
    expect(items.map((i) => i.label)).toEqual(["Home", "Web Development", "AI Insights", "Tech Trends", "Services", "Blog", "About", "Contact"]);
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

  it("resolves virtual:menus to a module exporting the menus", () => {
    const id = plugin.resolveId("virtual:menus")!;
    expect(plugin.load(id)).toBe(`export default ${JSON.stringify(readMenus())};`);
    expect(plugin.resolveId("virtual:other")).toBeUndefined();
  });

  it("in astro dev, a saved guide invalidates the module and reloads the page; other files do not", () => {
    const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
    const module = {};
    const moduleGraph = { getModuleById: vi.fn(() => module), invalidateModule: vi.fn() };
    const send = vi.fn();
    plugin.configureServer({ watcher, environments: { client: { moduleGraph } }, ws: { send } });

    watcher.emit("change", path.resolve("app/content/blog.ts"));
    expect(send).not.toHaveBeenCalled();

    watcher.emit("change", path.resolve("app/content/guides/ai/tools.md"));
    expect(moduleGraph.invalidateModule).toHaveBeenCalledWith(module);
    expect(send).toHaveBeenCalledWith({ type: "full-reload" });

    watcher.emit("add", path.resolve("app/content/courses/topics/new-topic.yaml"));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
