/**
 * Deploys of the site for the service worker's tests (e2e/offline.spec.ts): the build as it is, or a
 * copy changed as the next build would be (a page's words, and the worker made again from the
 * copy's files, as the build makes it), each served by `npm start`'s server on a port of the test's.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { REPO_ROOT, SITE_ROOT } from "../../shared/build-layout.ts";
import { writeServiceWorker } from "../../integration/service-worker.ts";
import { untilAnswering } from "../../tools/until-answering.ts";

/** A copy of the build with each file in `changes` rewritten; their precompressed copies go, so the server sends the new bytes. */
export async function nextBuild(changes: Record<string, (text: string) => string>, { worker = true } = {}): Promise<string> {
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
export async function serve(root: string, port: number): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, "server/index.ts")], { env: { ...process.env, PORT: String(port), SITE_ROOT: root }, stdio: "ignore" });
  let gone = false;
  const exited = new Promise((resolve) => child.on("exit", resolve)).finally(() => (gone = true));
  if (!(await untilAnswering(`http://localhost:${port}/`, { gaveUp: () => gone }))) throw new Error(`The server of ${root} did not answer on port ${port}`);
  return {
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
