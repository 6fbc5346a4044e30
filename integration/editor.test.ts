import type { AstroIntegrationLogger } from "astro";
import { describe, expect, it, vi } from "vitest";
import editor from "./editor.ts";

type Setup = (options: {
  command: string;
  updateConfig: (config: unknown) => void;
  logger: AstroIntegrationLogger;
}) => void;

function setUp(command: string) {
  const updateConfig = vi.fn();
  const logger = { info: vi.fn() } as unknown as AstroIntegrationLogger;
  (editor().hooks["astro:config:setup"] as unknown as Setup)({ command, updateConfig, logger });
  return updateConfig;
}

describe("the editor integration", () => {
  it("adds Keystatic under astro dev", () => {
    const updateConfig = setUp("dev");
    expect(updateConfig).toHaveBeenCalledOnce();
    expect(updateConfig.mock.calls[0]![0]).toMatchObject({ integrations: [{ name: "keystatic" }] });
  });

  it.each(["build", "preview", "sync"])("adds nothing under astro %s", (command) => {
    expect(setUp(command)).not.toHaveBeenCalled();
  });
});
