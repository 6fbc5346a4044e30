/**
 * The site's build steps, run by Astro's own hooks so their order lives here and `astro dev` gets
 * the same inputs as the build: the web font is cut before anything bundles it, the interface copy's
 * YAML files are checked modules whose types Astro writes into .astro/ (integration/copy-modules.ts), the header menus are a virtual module
 * (integration/menus.ts); after the pages are written, Astro's island style is moved into
 * each page's head and each page's own CSS is written into it (integration/page-styles.ts), then the sitemap (from the pages written), the social cards, app icons, the
 * Pagefind search indexes, the service worker (its precache list names the pages' final bytes), host configs and precompressed files are made from them, in that order (the host configs and precompression cover
 * what the steps before wrote), and last the folder for static hosts (build/static-host: the same
 * files without the precompressed copies).
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { COPY_TYPES_FILE, copyModules, copyModuleTypes } from "./copy-modules.ts";
import { icons } from "./icons.ts";
import { inlineScripts } from "./inline-script.ts";
import { menus } from "./menus.ts";
import { sonnerStylesAsFile } from "./sonner-styles-as-file.ts";
import { contentStoreFromFile } from "./content-store-from-file.ts";
import { writeHostConfigs } from "./deploy-config.ts";
import { precompress } from "./precompress.ts";
import { writeSearchIndexes } from "./pagefind-index.ts";
import { moveIslandStylesToHead } from "./island-styles.ts";
import { writePageStyles } from "./page-styles.ts";
import { writeSocialCards } from "./social-cards.ts";
import { writeStaticHost } from "./static-host.ts";
import { writeAppIcons } from "./app-icons.ts";
import { writeSubsetFont } from "./subset-font.ts";
import { writeSitemap } from "./sitemap.ts";
import { writeServiceWorker } from "./service-worker.ts";

/**
 * A lean build (TECHHORIZON_LEAN_BUILD=1) is for a copy whose checks read its pages, scripts and
 * search, never its cards' pictures or its pages' compressed bytes: npm test's 300-article copy
 * (e2e/archive-scale.spec.ts). It draws no social card (each og:image gets a stand-in) and
 * precompresses only /assets/ and the search files, which is most of that build's time (ADR 0052).
 */
const LEAN = process.env.TECHHORIZON_LEAN_BUILD === "1";

export default function techhorizon(): AstroIntegration {
  let site = "";
  return {
    name: "techhorizon",
    hooks: {
      "astro:config:setup": async ({ addClientDirective, config, updateConfig, logger }) => {
        site = config.site ?? "";
        const contentStore = fileURLToPath(new URL("data-store.json", config.cacheDir));
        updateConfig({
          vite: {
            plugins: [
              copyModules(),
              icons(),
              inlineScripts(),
              menus(),
              sonnerStylesAsFile(),
              contentStoreFromFile(contentStore),
            ],
          },
        });
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("../app/directives/interaction.ts", import.meta.url)),
        });
        addClientDirective({
          name: "stored",
          entrypoint: fileURLToPath(new URL("../app/directives/stored.ts", import.meta.url)),
        });
        addClientDirective({
          name: "worker",
          entrypoint: fileURLToPath(new URL("../app/directives/worker.ts", import.meta.url)),
        });
        logger.info(await writeSubsetFont());
      },
      "astro:config:done": ({ injectTypes }) => {
        injectTypes({ filename: COPY_TYPES_FILE, content: copyModuleTypes() });
      },
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        logger.info(moveIslandStylesToHead(root));
        logger.info(await writePageStyles(root));
        if (!site) throw new Error("astro.config.ts has no site: the sitemap's addresses need it");
        logger.info(writeSitemap(root, site));
        logger.info(await writeSocialCards(root, { lean: LEAN }));
        logger.info(writeAppIcons(root));
        logger.info(await writeSearchIndexes(root));
        logger.info((await writeServiceWorker(root)).message);
        logger.info(writeHostConfigs(root));
        logger.info(await precompress(root, { lean: LEAN }));
        const staticHost = writeStaticHost(root);
        logger.info(staticHost.message);
        for (const warning of staticHost.warnings) logger.warn(warning);
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on first use, holding early input (app/directives/interaction.ts). */
    "client:interaction"?: boolean | "visible" | "idle" | "page";
    /** Hydrate only when session storage holds this key (app/directives/stored.ts). */
    "client:stored"?: string;
    /** Registers the service worker once the page has loaded; hydrates only when a new one is waiting (app/directives/worker.ts). */
    "client:worker"?: boolean;
  }
}
