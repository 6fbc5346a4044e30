/**
 * After the build (integration/index.ts): a .br and a .gz beside every text file, so npm start and
 * nginx send compressed bytes without compressing per request. Static hosts compress by themselves
 * and get a folder without these copies (integration/static-host.ts).
 *
 * At 10,000 articles this is tens of thousands of files, so (ADR 0024): each distinct content is
 * compressed once (identical files share the work), compressed outputs are kept between builds by
 * the hash of their content in COMPRESSED_CACHE_DIR (a rebuild compresses only what changed), the
 * work runs on libuv's thread pool (every core), and the level is the one the bytes justify
 * (levelsFor, measured with tools/measure/compression-levels.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { HASHED_ASSET_PREFIX } from "../shared/build-layout.ts";
import { BUILD_CACHE_DIR, linkOrCopy, writeCacheFile } from "./build-cache.ts";

export const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|md|json|data|webmanifest)$/;
/** Smaller files fit one packet either way; compressing them saves nothing a reader notices. */
export const MIN_BYTES = 512;

/** Compressed outputs by content hash and level, kept between builds (integration/build-cache.ts). */
export const COMPRESSED_CACHE_DIR = path.join(BUILD_CACHE_DIR, "compressed");

/**
 * Levels by what the bytes are for (ADR 0024 has the measurements, tools/measure/compression-levels.ts makes
 * them; CPU time on this machine). Brotli 11 takes about 1 s of CPU a megabyte, 10 about 0.4 s for
 * 1.5–2 % more bytes, 9 about 0.3 s for 10 % more, and 6 about 0.03 s for the bytes of 9. So the
 * hashed assets under /assets/ (a few dozen files that every page loads and browsers keep a year) get
 * 11, and everything else, 10,000 article pages at scale, gets 10: nearly 11's bytes (an article's
 * first round trip keeps its margin) at 40 % of its time. gzip 9 saves under 0.5 % over 6, so gzip is 6.
 */
export function levelsFor(file: string): { brotli: number; gzip: number } {
  const asset = file.replaceAll(path.sep, "/").startsWith(HASHED_ASSET_PREFIX.slice(1));
  return { brotli: asset ? 11 : 10, gzip: 6 };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Files compressed at once: enough to keep libuv's thread pool (4 threads) and every core busy. */
const CONCURRENT = 8;

/** What a lean build (integration/index.ts) still compresses: the scripts, styles and search files whose transfer the checks measure. */
const LEAN = /^(assets|pagefind|pagefind-blog)\//;

/**
 * Writes a .gz and a .br beside every text file of the build at `root`; says what it did. `lean`
 * leaves the pages, feeds and twins as they are (their bytes are counted raw or gzipped by the checks).
 */
export async function precompress(
  root: string,
  { cacheDir = COMPRESSED_CACHE_DIR, lean = false }: { cacheDir?: string; lean?: boolean } = {},
): Promise<string> {
  const started = performance.now();
  mkdirSync(cacheDir, { recursive: true });
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (name) =>
      COMPRESSIBLE.test(name) &&
      (!lean || LEAN.test(name.replaceAll(path.sep, "/"))) &&
      statSync(path.join(root, name)).size >= MIN_BYTES,
  );
  // The files by the cache entry their content and levels make: identical files are compressed once.
  // Only the names are kept: a file is read again if it must be compressed, so memory holds a few
  // files, not the build (20,000 pages are 1.4 GB at 10,000 articles).
  const byEntry = new Map<string, string[]>();
  for (const name of files) {
    const { brotli: br, gzip: gz } = levelsFor(name);
    const entry = path.join(
      cacheDir,
      `${createHash("sha256")
        .update(readFileSync(path.join(root, name)))
        .digest("hex")
        .slice(0, 40)}-b${br}g${gz}`,
    );
    const same = byEntry.get(entry);
    if (same) same.push(name);
    else byEntry.set(entry, [name]);
  }
  let compressed = 0;
  const entries = [...byEntry];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      while (next < entries.length) {
        const [entry, names] = entries[next++]!;
        if (!existsSync(`${entry}.br`) || !existsSync(`${entry}.gz`)) {
          const body = readFileSync(path.join(root, names[0]!));
          const { brotli: quality, gzip: level } = levelsFor(names[0]!);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
            gzipAsync(body, { level }),
          ]);
          writeCacheFile(`${entry}.gz`, gz);
          writeCacheFile(`${entry}.br`, br);
          compressed++;
        }
        for (const name of names) {
          linkOrCopy(`${entry}.br`, path.join(root, `${name}.br`));
          linkOrCopy(`${entry}.gz`, path.join(root, `${name}.gz`));
        }
      }
    }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `precompress: ${files.length} files (${byEntry.size} distinct, ${compressed} compressed, ${byEntry.size - compressed} from cache) in ${seconds} s`;
}
