/** The header menus' suggestions, read from the collections at build time (integration/menus.ts). */
declare module "virtual:menus" {
  import type { Menus } from "~/content/schemas/navigation";
  const menus: Menus;
  export default menus;
}

/**
 * The reader's library script (components/library/library-init.ts) bundled and minified as one
 * classic script, for Document.astro to inline (integration/inline-script.ts).
 */
declare module "virtual:library-init" {
  const source: string;
  export default source;
}

/** The same script with the home page's continue card (integration/inline-script.ts). */
declare module "virtual:library-init-home" {
  const source: string;
  export default source;
}

/** The same script with an article's note on it (integration/inline-script.ts). */
declare module "virtual:library-init-article" {
  const source: string;
  export default source;
}

/** The same script with a series page's "Save all parts" (integration/inline-script.ts). */
declare module "virtual:library-init-series" {
  const source: string;
  export default source;
}

/**
 * The home slider's plain script (components/home/slider-init.ts), bundled and minified as one
 * classic script, for the home page to inline after the slider (integration/inline-script.ts).
 */
declare module "virtual:slider-init" {
  const source: string;
  export default source;
}

/**
 * An article's copy buttons and the current section of its contents (components/reading/article-reading.ts),
 * bundled and minified as one classic script, for the article page to inline (integration/inline-script.ts).
 */
declare module "virtual:article-reading" {
  const source: string;
  export default source;
}

/** The theme script (app/theme-init.js) minified, for Document.astro to inline in every page's head (integration/inline-script.ts). */
declare module "virtual:theme-init" {
  const source: string;
  export default source;
}

/** One Lucide icon, drawn by components/ui/icon.tsx (integration/icons.ts); components import it from components/ui/icons.ts. */
declare module "virtual:icon/*" {
  import type { LucideIcon } from "~/components/ui/icon";
  const Icon: LucideIcon;
  export default Icon;
}
