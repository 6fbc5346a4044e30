/**
 * Deploys of the site for the service worker's tests (e2e/offline.spec.ts): the build as it is, or a
 * copy changed as the next build would be (a page's words, and the worker made again from the
 * copy's files, as the build makes it), each served by `npm start`'s server behind one origin; and
 * the wait until the worker controls a page.
 */
import type { Page } from "@playwright/test";
import { createServer } from "node:http";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SITE_ROOT } from "../../shared/build-layout.ts";
import { writeServiceWorker } from "../../integration/service-worker.ts";
import { forward } from "./forward.ts";
import { freePort } from "./free-port.ts";
import { serveSite } from "./serve-site.ts";

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

/**
 * The build as it is, on an origin of its own; `deploy(root)` puts another build in its place at
 * once, as static hosts switch a deploy: the next request goes to the new build, none fails between.
 */
export async function deployed(): Promise<{
  origin: string;
  deploy: (root: string) => Promise<void>;
  stop: () => Promise<void>;
}> {
  let upstream = await serveSite();
  const front = createServer((req, res) => forward(req, res, upstream.origin));
  const port = await freePort();
  await new Promise<void>((resolve) => front.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://localhost:${port}`,
    deploy: async (root) => {
      const previous = upstream;
      upstream = await serveSite({ root });
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
