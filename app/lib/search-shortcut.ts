/** What a key press was aimed at: a field takes "/" as text. */
function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName));
}

/**
 * The site search's keyboard shortcut, the one key the header answers anywhere on the page: "/"
 * outside a field, or Ctrl/⌘+K anywhere. The header's search box acts on it, and the header's
 * hydration starts on it (app/directives/interaction.ts), not on the keys a reader types into
 * a form elsewhere on the page.
 */
export function isSearchShortcut(e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "target">): boolean {
  return (e.key === "/" && !isTypingTarget(e.target)) || ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "k");
}
