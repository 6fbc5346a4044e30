/**
 * The navigation's types. The header's items, the footer's links and the social links are in
 * app/content/copy/navigation.yaml; the menus' suggestions are read by integration/menus.ts from the
 * collections that own those pages (guides, courses, services) into `virtual:menus` at build time.
 */
export interface Suggestion {
  title: string;
  desc: string;
  href: string;
}

export interface MenuItem {
  label: string;
  href: string;
  suggestions?: readonly Suggestion[];
}

/** The four menus with suggestions, as `virtual:menus` exports them. */
export interface Menus {
  courses: readonly Suggestion[];
  ai: readonly Suggestion[];
  tech: readonly Suggestion[];
  services: readonly Suggestion[];
}
