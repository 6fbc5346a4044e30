import type { Plugin } from "vite";

/** The module Astro's content layer reads its store from, as the bundler names it. */
export const DATA_STORE_MODULE = "\0astro:data-layer-content";
const INLINED_STORE = /^export default JSON\.parse\("/;
const EMPTY_STORE = /^export default new Map\(\)/;

/**
 * In a static build Astro inlines the whole content store (every article's rendered HTML: 200 MB at
 * 10,000 articles) into the prerender bundle as one string literal that the module JSON-parses.
 * Bundling that module and compiling it took 40 s of every build and gigabytes of memory (ADR 0026),
 * while the pages are rendered in this same process, beside the very file the literal was read
 * from. So the module reads that file when the build first asks for content. Build only: `astro
 * dev` keeps Astro's module.
 */
export function contentStoreFromFile(storeFile: string): Plugin {
  return {
    name: "content-store-from-file",
    apply: "build",
    transform(code, id) {
      if (id !== DATA_STORE_MODULE || EMPTY_STORE.test(code)) return null;
      if (!INLINED_STORE.test(code)) this.error("Astro's content store module is no longer one inlined JSON.parse(): check integration/content-store-from-file.ts");
      return { code: `import { readFileSync } from "node:fs";\nexport default JSON.parse(readFileSync(${JSON.stringify(storeFile)}, "utf8"));\n`, map: null };
    },
  };
}
