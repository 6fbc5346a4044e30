/** Where `astro build` writes the site; the server, host configs, tools and tests read it from here. */
import path from "node:path";

export const BUILD_DIR = "build/client";
export const BUILD_ROOT = path.resolve(import.meta.dirname, "..", BUILD_DIR);
/** Astro's folder for bundled files, named by content hash: they never change (cached for a year). */
export const ASSETS_DIR = "assets";
