/**
 * A copy file read where the build's module plugin (integration/copy-modules.ts) does not run:
 * astro.config.ts's Markdown plugins, loaded before any plugin, and the end-to-end tests, which
 * compare the pages with the words the editors wrote. Checked by the same function as the modules;
 * a test reads every file both ways and finds the same words (lib/content/copy.test.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { checkCopy, copyFileOf } from "../lib/content/copy.ts";
import type { Copy, CopyName } from "../content/schemas/copy.ts";

const ROOT = path.join(import.meta.dirname, "../..");

export function readCopy<N extends CopyName>(name: N): Copy<N> {
  const file = path.join(ROOT, copyFileOf(name));
  return checkCopy<N>(path.relative(process.cwd(), file), parse(readFileSync(file, "utf8")));
}
