/**
 * Small plain scripts that pages inline, each bundled with its imports by esbuild into one classic
 * script, as text, for a page to put in `<script is:inline set:html={…}>`:
 * - `virtual:library-init`: the reader's library (app/components/library/library-init.ts), at the
 *   end of every page (Document.astro, ADR 0035);
 * - `virtual:slider-init`: the home slider's turns before React (app/components/home/slider-init.ts,
 *   issue 40), right after the slider.
 * Inline, they run as soon as the page is parsed, before the first paint, with no request: pages
 * request no JavaScript before their first paint. Vite bundles a page's own scripts into chunks
 * shared with the islands, which a page must request, so esbuild makes these. Under `astro dev` a
 * change to any file one reads rebuilds it. check:size holds all of a page's inline scripts together
 * to 7 KB gzip (tools/js-budget.ts).
 */
import path from "node:path";
import { browserBundle } from "./browser-bundle.ts";
import type { Plugin } from "vite";
import { REPO_ROOT } from "../shared/build-layout.ts";

const ENTRIES: Record<string, string> = {
  "virtual:library-init": "app/components/library/library-init.ts",
  "virtual:slider-init": "app/components/home/slider-init.ts",
};

/** The named script's source, minified, and the files it was made from. */
export const bundleInlineScript = (id: keyof typeof ENTRIES) => browserBundle(path.join(REPO_ROOT, ENTRIES[id]!));
export const bundleLibraryInit = () => bundleInlineScript("virtual:library-init");

export function inlineScripts(): Plugin {
  return {
    name: "techhorizon:inline-scripts",
    resolveId: (id) => (id in ENTRIES ? `\0${id}` : undefined),
    async load(resolved) {
      const id = resolved.replace(/^\0/, "");
      if (resolved === id || !(id in ENTRIES)) return undefined;
      const { code, inputs } = await bundleInlineScript(id);
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
