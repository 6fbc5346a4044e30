import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gateSteps } from "./steps.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const scripts = (
  JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
).scripts;

describe("gateSteps", () => {
  it("gives package.json's gate the graph wireit had (ADR 0034, 0037), from the scripts alone", () => {
    const graph = gateSteps(scripts);
    const onBuild = [
      "test:e2e",
      "typecheck",
      // It compares its clone's build, made in another time zone, with this one.
      "check:fresh-start",
      "check:js-budget",
      "check:search-transfer",
      "check:html",
      "check:cloudflare",
      "check:observatory",
      "check:lighthouse",
      "check:smoke",
      "check:webkit",
    ];
    const expected: Record<string, string[]> = {
      build: [],
      "test:unit": [],
      lint: [],
      "check:deps": [],
      ...Object.fromEntries(onBuild.map((name) => [name, ["build"]])),
    };
    expected["check:bench-server"] = Object.keys(expected);
    expect(Object.fromEntries([...graph].map(([name, needs]) => [name, [...needs].sort()]))).toEqual(
      Object.fromEntries(Object.entries(expected).map(([name, needs]) => [name, [...needs].sort()])),
    );
  });

  it("starts the build, the unit tests and the end-to-end suite first, then the checks in the scripts' order", () => {
    const order = [...gateSteps(scripts).keys()];
    expect(order.slice(0, 5)).toEqual(["build", "test:unit", "test:e2e", "lint", "typecheck"]);
    expect(order.slice(5)).toEqual(Object.keys(scripts).filter((name) => name.startsWith("check:")));
  });

  it("makes a new check:<name> script a step that needs the build", () => {
    const graph = gateSteps({ ...scripts, "check:new": "node tools/check/new.ts" });
    expect(graph.get("check:new")).toEqual(["build"]);
    expect(graph.get("check:bench-server")).toContain("check:new");
  });

  it("refuses a package.json without one of the steps beside the checks", () => {
    const { lint: _lint, ...withoutLint } = scripts;
    expect(() => gateSteps(withoutLint)).toThrow(/no script lint/);
  });
});

describe("the scripts' names", () => {
  // `check:<name>` runs tools/check/<name>.*, `measure:<name>` tools/measure/<name>.* (or its check's
  // file with --write), `screenshots:<name>` tools/screenshots/<name>.*; every file there has its script.
  // Each runs on the Node bin/supported-node.sh puts first, so it works when the machine's own Node is
  // older (Debian's 20 strips no types).
  const KINDS = ["check", "measure", "screenshots"];
  const RUNS = /^bash bin\/supported-node\.sh (?:node|bash) (tools\/\S+)/;

  it("say which file each runs", () => {
    for (const [name, command] of Object.entries(scripts)) {
      const [kind, rest] = name.split(":");
      if (!KINDS.includes(kind!)) continue;
      const file = RUNS.exec(command)?.[1];
      expect(file, `${name}: ${command}`).toBeDefined();
      expect(existsSync(path.join(ROOT, file!)), `${name} runs ${file}, which is in the repository`).toBe(true);
      const own = `tools/${kind}/${rest}`;
      const writes = kind === "measure" && file === `tools/check/${rest}.ts` && command.endsWith("--write");
      expect(file!.replace(/\.(ts|sh)$/, "") === own || writes, `${name} runs ${file}`).toBe(true);
    }
  });

  it("name every file of tools/check, tools/measure and tools/screenshots", () => {
    const run = new Set(Object.values(scripts).map((command) => RUNS.exec(command)?.[1]));
    for (const kind of KINDS) {
      for (const file of readdirSync(path.join(ROOT, "tools", kind))) {
        if (/\.test\.ts$/.test(file)) continue;
        expect(run, `tools/${kind}/${file}`).toContain(`tools/${kind}/${file}`);
      }
    }
  });
});
