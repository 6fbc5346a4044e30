/**
 * The Debian packages a command drives (a browser, nginx, Java), checked before it starts: on a
 * machine without them the command stops with one line that names them and the command that
 * installs them, as `npm test` does (tools/gate/preflight.sh), instead of a launcher's stack trace
 * from deep inside the run. What is missing is tools/gate/system-packages.sh's answer, the one list
 * `npm test` and `.ci/run` read too (SYSTEM_ROOT looks under another root, as its tests do).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SCRIPT = fileURLToPath(new URL("../gate/system-packages.sh", import.meta.url));

/** The packages of tools/gate/system-packages.sh's list this machine lacks. */
export function missingSystemPackages(): string[] {
  const { stdout } = spawnSync("bash", [SCRIPT], { encoding: "utf8" });
  return stdout.trim().split(/\s+/).filter(Boolean);
}

/** A package whose program the reader points elsewhere (tools/support/chromium.ts, nginx.ts, check/smoke.ts, check/webkit.ts) is not required. */
const OVERRIDES: Record<string, string> = {
  chromium: "CHROMIUM_PATH",
  "nginx-light": "NGINX_PATH",
  "firefox-esr": "FIREFOX_PATH",
  "webkit2gtk-driver": "WEBKIT_DRIVER",
};

/** What the reader typed, as far as the process knows: the npm script, else `direct` or the file Node runs. */
function typed(direct?: string): string {
  const script = process.env.npm_lifecycle_event;
  if (script && script !== "npx") return `npm run ${script}`;
  return direct ?? `node ${path.relative(process.cwd(), process.argv[1] ?? "") || "."}`;
}

/**
 * Ends the process (status 1) with one line when any of `needed` is missing, naming what the reader
 * typed: the npm script that runs this, else `direct` (a command started without npm, `npx playwright test`).
 */
export function requireSystemPackages(needed: readonly string[], direct?: string): void {
  const command = typed(direct);
  const overridden = (name: string) => Boolean(OVERRIDES[name] && process.env[OVERRIDES[name]]);
  const missing = missingSystemPackages().filter((name) => needed.includes(name) && !overridden(name));
  if (!missing.length) return;
  const list = missing.join(" ");
  console.error(
    `${command}: missing system packages: ${list}. Install them with: sudo apt-get install -y --no-install-recommends ${list} (or run bash .ci/run, which installs them)`,
  );
  process.exit(1);
}
