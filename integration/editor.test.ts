import type { AstroIntegrationLogger } from "astro";
import { describe, expect, it, vi } from "vitest";
import path from "node:path";
import { pathToFileURL } from "node:url";
import editor, { servedFolders } from "./editor.ts";

type Setup = (options: {
  command: string;
  config: { root: URL };
  updateConfig: (config: unknown) => void;
  logger: AstroIntegrationLogger;
}) => void;

function setUp(command: string) {
  const updateConfig = vi.fn();
  const logger = { info: vi.fn() } as unknown as AstroIntegrationLogger;
  const config = { root: new URL("../", import.meta.url) };
  (editor().hooks["astro:config:setup"] as unknown as Setup)({ command, config, updateConfig, logger });
  return updateConfig;
}

describe("the editor integration", () => {
  it("adds Keystatic under astro dev", () => {
    const updateConfig = setUp("dev");
    expect(updateConfig).toHaveBeenCalledOnce();
    expect(updateConfig.mock.calls[0]![0]).toMatchObject({ integrations: [{ name: "keystatic" }] });
  });

  it("lets astro dev serve the project and the real folder of its dependencies (a site copy links them)", () => {
    const project = path.resolve(import.meta.dirname, "..");
    expect(servedFolders(pathToFileURL(`${project}/`))).toEqual([`${project}/`, path.join(project, "node_modules")]);
  });

  it.each(["build", "preview", "sync"])("adds nothing under astro %s", (command) => {
    expect(setUp(command)).not.toHaveBeenCalled();
  });
});
