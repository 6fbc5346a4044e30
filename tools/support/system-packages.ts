/**
 * The Debian packages a command drives (a browser, nginx, Java), checked before it starts: on a
 * machine without them the command stops with one line that names them and the command that
 * installs them, as `npm test` does (tools/gate/preflight.sh), instead of a launcher's stack trace
 * from deep inside the run. tools/gate/system-packages.sh finds what is missing and says it, the one
 * list and the one line `npm test` and `.ci/run` use too (SYSTEM_ROOT looks under another root, as
 * its tests do).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SCRIPT = fileURLToPath(new URL("../gate/system-packages.sh", import.meta.url));

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
 * Ends the process (status 1) when any of `needed` is missing, after the script's one line naming
 * what the reader typed: the npm script that runs this, else `direct` (a command started without
 * npm, `npx playwright test`).
 */
export function requireSystemPackages(needed: readonly string[], direct?: string): void {
  const required = needed.filter((name) => !(OVERRIDES[name] && process.env[OVERRIDES[name]]));
  if (!required.length) return;
  const { status } = spawnSync("bash", [SCRIPT, "--say", typed(direct), ...required], { stdio: "inherit" });
  if (status !== 0) process.exit(1);
}
