import { existsSync } from "node:fs";
import type { Plugin } from "vite";

/** The module Astro's content layer reads its store from, as the bundler names it. */
export const DATA_STORE_MODULE = "\0astro:data-layer-content";

/**
 * What Astro's own loader marks the module with (`createContentDataIncrementalMetadata()`, not
 * exported): its incremental build leaves content data out of a page's code hash. This module's
 * code never changes with the content, so the hash would not move either way; the mark keeps the
 * module what Astro's build expects of it.
 */
export const CONTENT_DATA_META = { astroIncremental: { kind: "content-data" } };

/**
 * In a static build Astro's loader reads the whole content store (every article's rendered HTML:
 * 200 MB at 10,000 articles), parses it once to check it, and returns it as one string literal that
 * the module JSON-parses, which the bundler then copies, hands to every transform and compiles:
 * 40 s of the build and gigabytes of memory that the process kept to its end (ADR 0026). The pages
 * are rendered in this same process, beside the file that literal came from, so this loader, run
 * before Astro's, makes the module read that file when the build first asks for content. Build
 * only: `astro dev` keeps Astro's module. With no store file yet, Astro's loader answers (an empty
 * store).
 */
export function contentStoreFromFile(storeFile: string): Plugin {
  return {
    name: "content-store-from-file",
    apply: "build",
    load: {
      order: "pre",
      handler(id) {
        if (id !== DATA_STORE_MODULE || !existsSync(storeFile)) return null;
        const code = `import { readFileSync } from "node:fs";\nexport default JSON.parse(readFileSync(${JSON.stringify(storeFile)}, "utf8"));\n`;
        return { code, map: { mappings: "" }, meta: CONTENT_DATA_META };
      },
    },
  };
}
