/**
 * The section a page belongs to, by the first folder of its address (/ai/chatbots is in AI
 * Insights), named as the header names it: copy/navigation.yaml's `sections` point each folder to a
 * header item's link. Takes the navigation as an argument, so the build's social-card step (which
 * reads the file outside Vite) and the pages (which import it) share it.
 */
export interface SectionNavigation {
  header: readonly { label: string; href: string }[];
  sections: Readonly<Record<string, string>>;
}

/** The section of `path` with its introducing page; undefined for a top-level page. */
export function sectionOf(path: string, navigation: SectionNavigation): { name: string; path: string } | undefined {
  const segments = path.split("/").filter(Boolean);
  if (segments.length < 2) return undefined;
  const href = Object.hasOwn(navigation.sections, segments[0]!) ? navigation.sections[segments[0]!] : undefined;
  const item = navigation.header.find((entry) => entry.href === href);
  return item && { name: item.label, path: item.href };
}

/** The section's name ("AI Insights" for /ai/chatbots); "" for top-level pages. */
export function sectionName(path: string, navigation: SectionNavigation): string {
  return sectionOf(path, navigation)?.name ?? "";
}
