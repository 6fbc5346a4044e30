/**
 * After precompression (integration/index.ts): the site as a static host gets it, in
 * build/static-host (STATIC_HOST_ROOT): every file of build/client but the .br/.gz copies, which
 * only npm start and nginx use; Cloudflare Pages and Netlify compress by themselves, and the copies
 * would triple the file count that Cloudflare limits (ADR 0024). Files are hard links, so the folder
 * costs no disk space and a second or two.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { STATIC_HOST_ROOT } from "../shared/build-layout.ts";
import { linkOrCopy } from "./build-cache.ts";

/** Cloudflare Pages: files per site on the free plan (100,000 on paid plans), and bytes per file. */
export const CLOUDFLARE_MAX_FILES = 20_000;
export const CLOUDFLARE_MAX_FILE_BYTES = 25 * 1024 * 1024;

const PRECOMPRESSED = /\.(br|gz)$/;

/** Writes the static-host folder for the build at `root`; says what it holds, and warns past Cloudflare's limits. */
export function writeStaticHost(
  root: string,
  target = STATIC_HOST_ROOT,
  limits = { files: CLOUDFLARE_MAX_FILES, fileBytes: CLOUDFLARE_MAX_FILE_BYTES },
): { message: string; warnings: string[] } {
  rmSync(target, { recursive: true, force: true });
  let files = 0;
  const tooBig: string[] = [];
  // Each folder made once, not once per file (50,000 files at 10,000 articles).
  const made = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || PRECOMPRESSED.test(entry.name)) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(target, path.relative(root, from));
    const folder = path.dirname(to);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    linkOrCopy(from, to);
    if (statSync(from).size > limits.fileBytes) tooBig.push(path.relative(root, from));
    files++;
  }
  const warnings = [
    ...(files > limits.files
      ? [
          `static-host: ${files} files, more than the ${limits.files} Cloudflare Pages takes on its free plan (100,000 on paid plans)`,
        ]
      : []),
    ...tooBig.map(
      (file) => `static-host: ${file} is larger than the ${limits.fileBytes} bytes Cloudflare Pages takes for a file`,
    ),
  ];
  return { message: `static-host: ${files} files in ${path.relative(process.cwd(), target)}`, warnings };
}
