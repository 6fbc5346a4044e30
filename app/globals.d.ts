/** The year the pages were prerendered in (astro.config.ts). */
declare const __BUILD_YEAR__: number;
/** Absolute origin of the published site, from SITE_URL at build (astro.config.ts). */
declare const __SITE_URL__: string;
/** True in the home page's library script only: it paints the continue card (integration/inline-script.ts). */
declare const __CONTINUE_CARD__: boolean;
/** True in a series page's library script only: it runs "Save all parts" (integration/inline-script.ts). */
declare const __SAVE_ALL__: boolean;
/** True in an article page's library script only: it shows the reader's note (integration/inline-script.ts). */
declare const __NOTE__: boolean;
