import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, realpathSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { NGINX_MAPS_DIR, REPO_ROOT, SITE_ROOT } from "../../shared/build-layout.ts";

/**
 * nginx serving the same build as `npm start`, from deploy/nginx.conf, for the server tests. Its port
 * follows E2E_PORT (7 above it), so two checkouts given different E2E_PORTs never share one.
 */
export const NGINX_PORT = Number(process.env.NGINX_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 7);
const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/**
 * The servers whose behaviour must be the same: `npm start` (started by Playwright) and this nginx.
 * nginx sends gzip only: Debian's brotli_static breaks under disable_symlinks (deploy/nginx.conf).
 */
export const SERVERS = [
  { name: "npm start", port: Number(process.env.E2E_PORT ?? 4173), brotli: true },
  { name: "nginx", port: NGINX_PORT, brotli: false },
] as const;

export interface NginxOptions {
  port: number;
  /** Seconds for client_header_timeout, client_body_timeout and send_timeout (60 in deploy/nginx.conf). */
  clientTimeout?: number;
  /** worker_connections (1024 in deploy/nginx.conf). */
  workerConnections?: number;
}

/**
 * The user nginx's workers read the site as. Started as root (CI, a container), nginx hands its
 * workers to `nobody`, who cannot enter a checkout in a folder only its owner may (`mktemp -d`,
 * /root) and answers 403 to everything: the instance reads it as the checkout's owner instead, as a
 * production nginx reads the site as the user named in its `user` line (docs/deploying.md). Not root,
 * nginx cannot switch users and its workers are the caller.
 */
function readerLine(): string {
  if (process.getuid?.() !== 0) return "";
  const uid = statSync(SITE_ROOT).uid;
  const name = spawnSync("id", ["-nu", String(uid)], { encoding: "utf8" }).stdout.trim();
  return name ? `user ${name};\n` : "";
}

/** An nginx instance from deploy/nginx.conf on 127.0.0.1:`port`, one worker, its files under /tmp. */
export function nginxInstance({ port, clientTimeout, workerConnections }: NginxOptions) {
  const prefix = path.join("/tmp", `techhorizon-nginx-${port}`);
  const errorLog = path.join(prefix, "logs/error.log");
  const run = (args: string[]) => {
    const result = spawnSync(nginx, ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), ...args], {
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`nginx ${args.join(" ")} failed: ${result.stderr || result.error}`);
  };
  const stop = () => run(["-s", "stop"]);
  const start = () => {
    mkdirSync(path.dirname(errorLog), { recursive: true });
    let conf =
      readerLine() +
      readFileSync(path.join(REPO_ROOT, "deploy/nginx.conf"), "utf8")
        // Real paths: disable_symlinks refuses a link anywhere in the served path.
        .replaceAll("__SITE_ROOT__", realpathSync(SITE_ROOT))
        .replaceAll("__NGINX_MAPS__", NGINX_MAPS_DIR)
        .replace("listen 8080;", `listen 127.0.0.1:${port};`)
        .replace("worker_processes auto;", `worker_processes 1;\npid ${prefix}/nginx.pid;`)
        // The same level, in a file of this instance's own.
        .replace(/^error_log [^\s;]+/m, `error_log ${errorLog}`);
    if (clientTimeout !== undefined)
      conf = conf.replace(
        /^(\s*(?:client_header_timeout|client_body_timeout|send_timeout)) 60s;/gm,
        `$1 ${clientTimeout}s;`,
      );
    if (workerConnections !== undefined)
      conf = conf.replace("worker_connections 1024;", `worker_connections ${workerConnections};`);
    writeFileSync(path.join(prefix, "nginx.conf"), conf);
    writeFileSync(errorLog, "");
    try {
      stop();
    } catch {
      // Not running: the normal case.
    }
    run(["-t", "-q"]);
    run([]);
  };
  return { port, errorLog, start, stop };
}

const shared = nginxInstance({ port: NGINX_PORT });

export function startNginx() {
  shared.start();
}

export function stopNginx() {
  shared.stop();
}
