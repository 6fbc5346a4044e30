import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** A machine's root with no system package at all (SYSTEM_ROOT). */
const emptyRoot = mkdtempSync(path.join(tmpdir(), "techhorizon-no-packages-"));
afterAll(() => rmSync(emptyRoot, { recursive: true, force: true }));

/** A script that needs Chromium and nginx, run on that machine. */
function runNeeding(env: Record<string, string> = {}) {
  const code = `import { requireSystemPackages } from ${JSON.stringify(path.resolve(import.meta.dirname, "system-packages.ts"))};
    requireSystemPackages(["chromium", "nginx-light"], "npx playwright test");
    console.log("ran");`;
  const { CHROMIUM_PATH: _, NGINX_PATH: __, npm_lifecycle_event: ___, ...inherited } = process.env;
  return spawnSync(process.execPath, ["--input-type=module", "-e", code], {
    encoding: "utf8",
    env: { ...inherited, SYSTEM_ROOT: emptyRoot, ...env },
  });
}

describe("requireSystemPackages", () => {
  it("stops with one line naming what is missing and the command that installs it", () => {
    const { status, stdout, stderr } = runNeeding();
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr.trim().split("\n")).toEqual([
      "npx playwright test: missing system packages: chromium nginx-light. Install them with: sudo apt-get install -y --no-install-recommends chromium nginx-light (or run bash .ci/run, which installs them)",
    ]);
  });

  it("names the npm script that ran it, and leaves out a program the reader points elsewhere", () => {
    const { status, stderr } = runNeeding({ npm_lifecycle_event: "check:js-budget", CHROMIUM_PATH: "/opt/chromium" });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^npm run check:js-budget: missing system packages: nginx-light\. /);
  });

  it("lets the command run when every package it needs is there or pointed to", () => {
    const { status, stdout } = runNeeding({ CHROMIUM_PATH: "/opt/chromium", NGINX_PATH: "/opt/nginx" });
    expect(status).toBe(0);
    expect(stdout).toBe("ran\n");
  });
});
