/**
 * Deploys of the site for the service worker's tests (e2e/offline.spec.ts): the build as it is, or a
 * copy changed as the next build would be (a page's words, and the worker made again from the
 * copy's files, as the build makes it), each served by `npm start`'s server behind one origin; and
 * the wait until the worker controls a page.
 */
import { spawn } from "node:child_process";
import type { Page } from "@playwright/test";
import { createServer, request } from "node:http";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { REPO_ROOT, SITE_ROOT } from "../../shared/build-layout.ts";
import { writeServiceWorker } from "../../integration/service-worker.ts";
import { untilAnswering } from "./until-answering.ts";
import { freePort } from "./free-port.ts";

/** A copy of the build with each file in `changes` rewritten; their precompressed copies go, so the server sends the new bytes. */
export async function nextBuild(
  changes: Record<string, (text: string) => string>,
  { worker = true } = {},
): Promise<string> {
  const root = path.join(mkdtempSync(path.join(tmpdir(), "th-deploy-")), "client");
  cpSync(SITE_ROOT, root, { recursive: true });
  for (const [file, change] of Object.entries(changes)) {
    const onDisk = path.join(root, file);
    writeFileSync(onDisk, change(readFileSync(onDisk, "utf8")));
    for (const variant of [".br", ".gz"]) rmSync(onDisk + variant, { force: true });
  }
  for (const variant of [".br", ".gz"]) rmSync(path.join(root, "sw.js" + variant), { force: true });
  if (worker) await writeServiceWorker(root);
  return root;
}

/** The production server on `port`, serving `root`, until `stop()`. */
export async function serve(root: string, port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, "server/index.ts")], {
    env: { ...process.env, PORT: String(port), SITE_ROOT: root },
    stdio: "ignore",
  });
  let gone = false;
  const exited = new Promise((resolve) => child.on("exit", resolve)).finally(() => (gone = true));
  if (!(await untilAnswering(`http://localhost:${port}/`, { gaveUp: () => gone })))
    throw new Error(`The server of ${root} did not answer on port ${port}`);
  return {
    origin: `http://localhost:${port}`,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * The build as it is, on an origin of its own; `deploy(root)` puts another build in its place at
 * once, as static hosts switch a deploy: the next request goes to the new build, none fails between.
 */
export async function deployed(): Promise<{
  origin: string;
  deploy: (root: string) => Promise<void>;
  stop: () => Promise<void>;
}> {
  let upstream = await serve(SITE_ROOT, await freePort());
  const front = createServer((req, res) => {
    const forwarded = request(upstream.origin + req.url, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on("error", () => res.destroy());
    req.pipe(forwarded);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => front.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://localhost:${port}`,
    deploy: async (root) => {
      const previous = upstream;
      upstream = await serve(root, await freePort());
      await previous.stop();
    },
    stop: async () => {
      front.close();
      await upstream.stop();
    },
  };
}

/** Until a service worker controls the page: its precache is in. */
export async function untilControlled(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout });
}
