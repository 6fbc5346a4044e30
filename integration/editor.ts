/**
 * The editor UI (Keystatic, ADR 0015) exists only under `astro dev`: there its integration adds the
 * /keystatic page and the /api/keystatic routes that read and write app/content/ on this machine.
 * `astro build` only imports the integration's small entry (it must be imported with the config) and
 * never calls it, so the public build has no editor route, script or config, and the production
 * server has nothing to answer at /keystatic but 404.
 */
import { realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import keystatic from "@keystatic/astro";
import type { AstroIntegration } from "astro";

export { EDITOR_API_PATH, EDITOR_PATH } from "./editor/paths.ts";
import { EDITOR_PATH } from "./editor/paths.ts";

/**
 * What `astro dev` may serve: the project and the dependencies. A copy of the site links its
 * dependencies to this checkout's (tools/support/site-copy.ts, the editor's end-to-end test), and
 * Vite serves a linked file only from a folder allowed by its real path.
 */
export function servedFolders(root: URL): string[] {
  const project = fileURLToPath(root);
  return [project, path.dirname(realpathSync(path.join(project, "node_modules/astro")))];
}

export default function editor(): AstroIntegration {
  return {
    name: "techhorizon:editor",
    hooks: {
      "astro:config:setup": ({ command, config, updateConfig, logger }) => {
        if (command !== "dev") return;
        updateConfig({ integrations: [keystatic()], vite: { server: { fs: { allow: servedFolders(config.root) } } } });
        logger.info(`editor: Keystatic at ${EDITOR_PATH} (local files, dev only)`);
      },
    },
  };
}
