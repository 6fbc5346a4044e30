/**
 * Small plain scripts that pages inline, each bundled with its imports by esbuild into one classic
 * script and handed to the page as text by a virtual module:
 * - `virtual:library-init`: the reader's library (app/components/library/library-init.ts), which
 *   Document.astro inlines at the end of every page (ADR 0035), and its variants, each with what
 *   one kind of page needs: `virtual:library-init-home` with the continue card, on the home page;
 *   `-article` with the reader's note, on article pages; `-series` with "Save all parts", on series
 *   pages (ADR 0046);
 * - `virtual:slider-init`: the home slider's turns before React (app/components/home/slider-init.ts,
 *   ADR 0042), right after the slider;
 * - `virtual:article-reading`: an article's copy buttons and its contents' current section
 *   (app/components/reading/article-reading.ts), which only the article page inlines (ADR 0038);
 * - `virtual:theme-init`: the theme set before the first paint (app/theme-init.js, ADR 0006), in
 *   every page's head.
 * Inline, a script runs as soon as the page is parsed, before the first paint, with no request:
 * pages request no JavaScript before their first paint, and no click comes before its handler. Vite
 * bundles a page's own scripts into shared chunks that a page must request, so esbuild makes these.
 * Under `astro dev` a change to any file one reads rebuilds it. check:js-budget holds all of a page's
 * inline scripts together to 7 KB gzip (tools/support/budgets.ts).
 */
import path from "node:path";
import { browserBundle } from "./browser-bundle.ts";
import type { Plugin } from "vite";
import { REPO_ROOT } from "../shared/build-layout.ts";

/** Each script's entry, and the build-time constants it is made with. */
const LIBRARY = "app/components/library/library-init.ts";
const NO_EXTRAS = { __CONTINUE_CARD__: "false", __SAVE_ALL__: "false", __NOTE__: "false" };

const SCRIPTS = {
  "virtual:library-init": { entry: LIBRARY, define: NO_EXTRAS },
  // The home page's variant also paints the continue card: the only page that has one keeps its bytes.
  "virtual:library-init-home": { entry: LIBRARY, define: { ...NO_EXTRAS, __CONTINUE_CARD__: "true" } },
  "virtual:library-init-article": { entry: LIBRARY, define: { ...NO_EXTRAS, __NOTE__: "true" } },
  "virtual:library-init-series": { entry: LIBRARY, define: { ...NO_EXTRAS, __SAVE_ALL__: "true" } },
  "virtual:slider-init": { entry: "app/components/home/slider-init.ts", define: {} },
  "virtual:article-reading": { entry: "app/components/reading/article-reading.ts", define: {} },
  // The theme set before the first paint (ADR 0006), on every page: minified, half its source's bytes.
  "virtual:theme-init": { entry: "app/theme-init.js", define: {} },
} as const;

type ScriptId = keyof typeof SCRIPTS;

/** A script's source, minified, and the files it was made from. */
export const bundleInlineScript = (id: ScriptId) =>
  browserBundle(path.join(REPO_ROOT, SCRIPTS[id].entry), { define: SCRIPTS[id].define });
export const bundleLibraryInit = () => bundleInlineScript("virtual:library-init");
export const bundleArticleReading = () => bundleInlineScript("virtual:article-reading");

const isScriptId = (id: string): id is ScriptId => Object.hasOwn(SCRIPTS, id);

export function inlineScripts(): Plugin {
  return {
    name: "techhorizon:inline-scripts",
    resolveId: (id) => (isScriptId(id) ? `\0${id}` : undefined),
    async load(id) {
      const name = id.slice(1);
      if (!id.startsWith("\0") || !isScriptId(name)) return undefined;
      const { code, inputs } = await bundleInlineScript(name);
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
