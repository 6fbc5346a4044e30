/**
 * One script for the browser, bundled with its imports by esbuild: a classic script (no module
 * loading, no chunks to request), minified, for the browsers the site supports. The reader's library
 * script that pages inline (inline-script.ts) and the service worker (service-worker.ts) are made so.
 */
import path from "node:path";
import { build, type BuildOptions } from "esbuild";
import { REPO_ROOT } from "../shared/build-layout.ts";

/** The script's code, and the files it was made from (for a dev server to watch). */
export async function browserBundle(
  entry: string,
  options: Pick<BuildOptions, "define"> = {},
): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2022",
    write: false,
    metafile: true,
    alias: { "~": path.join(REPO_ROOT, "app") },
    logLevel: "silent",
    ...options,
  });
  return {
    code: result.outputFiles[0]!.text.trim(),
    inputs: Object.keys(result.metafile.inputs).map((file) => path.resolve(REPO_ROOT, file)),
  };
}
