/**
 * After the build (integration/index.ts): precompress every text file with gzip and brotli, so the server sends compressed bytes without compressing per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/;
const MIN_BYTES = 512;

/** Writes a .gz and a .br beside every text file of the build at `root`; says how many. */
export function precompress(root: string): string {
  let count = 0;
  for (const name of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    const abs = path.join(root, name);
    if (!COMPRESSIBLE.test(name) || statSync(abs).size < MIN_BYTES) continue;
    const body = readFileSync(abs);
    writeFileSync(`${abs}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${abs}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    count++;
  }
  return `precompress: ${count} files in ${path.relative(process.cwd(), root)}`;
}
