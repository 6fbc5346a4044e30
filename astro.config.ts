import { fileURLToPath } from "node:url";
import { unified } from "@astrojs/markdown-remark";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { DEFAULT_SITE_URL } from "./app/content/site.ts";
import { HASHED_ASSET_PREFIX, SITE_ROOT } from "./shared/build-layout.ts";
import { markdownProcessor } from "./app/data/markdown-plugins.ts";
import editor from "./integration/editor.ts";
import techhorizon from "./integration/index.ts";

const site = process.env.SITE_URL ?? DEFAULT_SITE_URL;

// Every page is static HTML made at build time; React renders it, and only the islands a reader
// uses ship JavaScript (ADR 0013).
export default defineConfig({
  site,
  srcDir: "./app",
  publicDir: "./public",
  outDir: SITE_ROOT,
  output: "static",
  trailingSlash: "ignore",
  build: { format: "directory", assets: HASHED_ASSET_PREFIX.replaceAll("/", ""), inlineStylesheets: "never" },
  devToolbar: { enabled: false },
  // A keyed page (the articles and the paginated lists: getStaticPaths' cacheKey, data/cache-key.ts)
  // whose data and code are the same as in the last build is copied from that build's cache in
  // node_modules/.astro, not rendered again: after one article changes, only the pages that show
  // it are (ADR 0026).
  experimental: { incrementalBuild: true },
  // Articles are rendered once, by the content layer, with our plugins: Shiki among them, so
  // Astro's own highlighter is off (it would write style attributes the CSP refuses).
  markdown: { syntaxHighlight: false, processor: unified(markdownProcessor as Parameters<typeof unified>[0]) },
  // The editor (Keystatic) is added only under `astro dev` (integration/editor.ts, ADR 0015).
  integrations: [react(), techhorizon(), editor()],
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    define: {
      // The year the pages were built in, for the footer's copyright line: in UTC, so a build made in
      // any time zone writes the same pages (tools/check/fresh-start.sh builds in another one).
      __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
      __SITE_URL__: JSON.stringify(site),
    },
  },
});
