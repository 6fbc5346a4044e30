/**
 * The editor UI (Keystatic, ADR 0015) exists only under `astro dev`: there its integration adds the
 * /keystatic page and the /api/keystatic routes that read and write app/content/ on this machine.
 * `astro build` only imports the integration's small entry (it must be imported with the config) and
 * never calls it, so the public build has no editor route, script or config, and the production
 * server has nothing to answer at /keystatic but 404.
 */
import keystatic from "@keystatic/astro";
import type { AstroIntegration } from "astro";

/** Where the editor opens in `npm run dev`. */
export const EDITOR_PATH = "/keystatic";
/** Where its API is mounted; also only in `astro dev`. */
export const EDITOR_API_PATH = "/api/keystatic";

export default function editor(): AstroIntegration {
  return {
    name: "techhorizon:editor",
    hooks: {
      "astro:config:setup": ({ command, updateConfig, logger }) => {
        if (command !== "dev") return;
        updateConfig({ integrations: [keystatic()] });
        logger.info(`editor: Keystatic at ${EDITOR_PATH} (local files, dev only)`);
      },
    },
  };
}
