/**
 * Where the build keeps what it made for the next build (social cards, compressed files): under
 * node_modules/.cache, which CI caches keep with the dependencies (README, "Build caches"). Entries
 * are named by the hash of what made them, so a stale entry is never used, only left behind; the
 * folder can be deleted at any time.
 */
import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../server/build-layout.ts";

export const BUILD_CACHE_DIR = path.join(REPO_ROOT, "node_modules/.cache/techhorizon");

/** Writes a cache entry whole or not at all: a build stopped half-way must not leave a truncated file that a later build trusts. */
export function writeCacheFile(file: string, data: Buffer | Uint8Array): void {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}
