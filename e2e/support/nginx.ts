import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import { NGINX_MAPS_DIR, REPO_ROOT, SITE_ROOT } from "../../server/build-layout.ts";

/**
 * nginx serving the same build as `npm start`, from deploy/nginx.conf, for the server tests. Its port
 * follows E2E_PORT (7 above it), so two checkouts given different E2E_PORTs never share one.
 */
export const NGINX_PORT = Number(process.env.NGINX_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 7);
const prefix = path.join("/tmp", `techhorizon-nginx-${NGINX_PORT}`);
const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

function run(args: string[]) {
  const result = spawnSync(nginx, ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), ...args], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`nginx ${args.join(" ")} failed: ${result.stderr || result.error}`);
}

export function startNginx() {
  mkdirSync(path.join(prefix, "logs"), { recursive: true });
  const conf = readFileSync(path.join(REPO_ROOT, "deploy/nginx.conf"), "utf8")
    // Real paths: disable_symlinks refuses a link anywhere in the served path.
    .replaceAll("__SITE_ROOT__", realpathSync(SITE_ROOT))
    .replaceAll("__NGINX_MAPS__", NGINX_MAPS_DIR)
    .replace("listen 8080;", `listen 127.0.0.1:${NGINX_PORT};`)
    .replace("worker_processes auto;", `worker_processes 1;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log;`);
  writeFileSync(path.join(prefix, "nginx.conf"), conf);
  try {
    run(["-s", "stop"]);
  } catch {
    // Not running: the normal case.
  }
  run(["-t", "-q"]);
  run([]);
}

export function stopNginx() {
  run(["-s", "stop"]);
}
