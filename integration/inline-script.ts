/**
 * `virtual:library-init`: the reader's library script (app/components/library/library-init.ts)
 * bundled with its imports into one small classic script, as text, which Document.astro inlines at
 * the end of every page. Inline, it runs as soon as the page is parsed, before the first paint, with
 * no request: reading pages stay at no requested JavaScript before their first paint (ADR 0035).
 * Vite bundles a page's own scripts into shared chunks that a page must request, so esbuild makes
 * this one. Under `astro dev` a change to any file it reads rebuilds it.
 */
import path from "node:path";
import { browserBundle } from "./browser-bundle.ts";
import type { Plugin } from "vite";
import { REPO_ROOT } from "../shared/build-layout.ts";

const ID = "virtual:library-init";
const RESOLVED = `\0${ID}`;
const ENTRY = path.join(REPO_ROOT, "app/components/library/library-init.ts");

/** The script's source, minified, and the files it was made from. */
export const bundleLibraryInit = () => browserBundle(ENTRY);

export function libraryInit(): Plugin {
  return {
    name: "techhorizon:library-init",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { code, inputs } = await bundleLibraryInit();
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
