/**
 * What each compression level costs (CPU time) and saves on a build's text files, by kind and size
 * class: the figures behind the levels integration/precompress.ts uses (ADR 0024).
 *   node tools/measure/compression-levels.ts [BUILD_DIR] [--sample N]   (default build/client, 400 files a class)
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { SITE_ROOT } from "../../shared/build-layout.ts";
import { COMPRESSIBLE, MIN_BYTES } from "../../integration/precompress.ts";

const sizeClass = (bytes: number) =>
  bytes <= 64 * 1024 ? "up to 64 KB" : bytes <= 1024 * 1024 ? "64 KB to 1 MB" : "over 1 MB";

const args = process.argv.slice(2);
const root = args.find((a) => !a.startsWith("--") && !/^\d+$/.test(a)) ?? SITE_ROOT;
const sample = Number(args[args.indexOf("--sample") + 1]) || 400;

const brotliAt = (quality: number) => (b: Buffer) =>
  brotliCompressSync(b, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: b.length },
  });
const METHODS = [
  ["brotli 11", brotliAt(11)],
  ["brotli 10", brotliAt(10)],
  ["brotli 9", brotliAt(9)],
  ["brotli 6", brotliAt(6)],
  ["brotli 5", brotliAt(5)],
  ["gzip 9", (b: Buffer) => gzipSync(b, { level: 9 })],
  ["gzip 6", (b: Buffer) => gzipSync(b, { level: 6 })],
] as const;

const classes = new Map<string, Buffer[]>();
for (const name of readdirSync(root, { recursive: true, encoding: "utf8" }).sort()) {
  const file = path.join(root, name);
  if (!COMPRESSIBLE.test(name) || !statSync(file).isFile() || statSync(file).size < MIN_BYTES) continue;
  const key = `${path.extname(name).slice(1)} ${sizeClass(statSync(file).size)}`;
  const files = classes.get(key) ?? [];
  if (files.length < sample) files.push(readFileSync(file));
  classes.set(key, files);
}

console.log(`| files | count | bytes | ${METHODS.map(([m]) => `${m}: bytes, CPU ms/MB`).join(" | ")} |`);
console.log(`| --- | --- | --- | ${METHODS.map(() => "---").join(" | ")} |`);
for (const [key, files] of [...classes].sort()) {
  const raw = files.reduce((sum, f) => sum + f.length, 0);
  const cells = METHODS.map(([, compress]) => {
    // CPU time, not the clock: on a shared machine the clock measures the neighbours too.
    const started = process.cpuUsage();
    const bytes = files.reduce((sum, f) => sum + compress(f).length, 0);
    const used = process.cpuUsage(started);
    const ms = (used.user + used.system) / 1000;
    return `${(bytes / 1024).toFixed(0)} KB (${((100 * bytes) / raw).toFixed(1)} %), ${((ms * 1024 * 1024) / raw).toFixed(0)}`;
  });
  console.log(`| ${key} | ${files.length} | ${(raw / 1024).toFixed(0)} KB | ${cells.join(" | ")} |`);
}
