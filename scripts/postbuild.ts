/**
 * After `react-router build`: drop files the static site must not ship and precompress every text
 * file with gzip and brotli, so the server sends compressed bytes without compressing per request.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { SITE_ROOT } from "../server/build-layout.ts";

const root = SITE_ROOT;
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|data|webmanifest)$/;
const MIN_BYTES = 512;

// Resource routes also get a .data twin from the prerenderer; nothing requests them.
for (const file of ["sitemap.xml.data", "robots.txt.data", "rss.xml.data"]) rmSync(path.join(root, file), { force: true });

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
console.log(`postbuild: precompressed ${count} files in ${path.relative(process.cwd(), root)}`);
