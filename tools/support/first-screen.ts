/**
 * The first screen as a reader sees it, for the checks that it is whole before any stylesheet
 * arrives and moves nothing when one does (issue 47, ADR 0047): e2e/first-paint.spec.ts holds the
 * deferred stylesheet's request in Chromium; the Firefox and WebKit smoke suites switch the linked
 * stylesheets off and on in the loaded page (smoke-support.ts). In-page steps: self-contained
 * functions, handed to any driver as they are.
 */

/** The pages that stand for the site (tools/support/lighthouse-run.ts measures the same four). */
export const FIRST_SCREEN_PATHS = ["/", "/blog", "/blog/react-19-features-in-practice", "/webdev/frontend"];

/**
 * One line per element on the first screen (its place in the tree, its box, and the computed
 * styles that make its look): what the first paint shows. Elements still animating (the home hero's
 * float, a colour fading) and those under the pointer are left out: they change by themselves.
 */
export function firstScreen(): string[] {
  const props = [
    "display",
    "position",
    "visibility",
    "opacity",
    "color",
    "background-color",
    "background-image",
    "font-family",
    "font-size",
    "font-weight",
    "font-style",
    "line-height",
    "text-align",
    "text-decoration-line",
    "letter-spacing",
    "margin-top",
    "margin-right",
    "margin-bottom",
    "margin-left",
    "padding-top",
    "padding-right",
    "padding-bottom",
    "padding-left",
    "border-top-width",
    "border-bottom-width",
    "border-left-width",
    "border-top-color",
    "border-top-left-radius",
    "box-shadow",
    "gap",
    "flex-direction",
    "align-items",
    "justify-content",
    "grid-template-columns",
    "z-index",
    "transform",
    "fill",
    "stroke",
    "list-style-type",
  ];
  const place = (el: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      const index = node.parentElement ? [...node.parentElement.children].indexOf(node) : 0;
      parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}[${index}]`);
    }
    return parts.join(">");
  };
  const lines: string[] = [];
  for (const el of document.body.querySelectorAll("*")) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) continue;
    if (el.matches(":hover") || el.getAnimations().some((a) => a.playState === "running")) continue;
    // A toast is drawn by a script after the first paint, its rules in the deferred stylesheet (ADR
    // 0047): no part of the first screen, whatever put it there (one carried from the page before).
    if (el.closest("[data-sonner-toaster]")) continue;
    const style = getComputedStyle(el);
    const look = props.map((p) => `${p}:${style.getPropertyValue(p)}`).join(";");
    lines.push(
      `${place(el)} | ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} | ${look}`,
    );
  }
  return lines;
}

/**
 * Switches the stylesheets the page's HTML links off (`false`) or on again: the page as it is before
 * they arrive. (A stylesheet a widget links later, the toasts', is no part of the first paint.)
 */
export function linkedStylesheets(on: boolean): number {
  const links = [...document.querySelectorAll<HTMLLinkElement>("body > link[rel='stylesheet']")];
  for (const link of links) link.disabled = !on;
  return links.length;
}

/** Stores the reader's theme as the theme toggle does (`null`: none, the system's), for the next page load. */
export function storeTheme(theme: "light" | "dark" | null): void {
  if (theme) localStorage.setItem("theme", theme);
  else localStorage.removeItem("theme");
}

/** The lines of `after` that differ from `before`, at most `limit`, for a failure message. */
export function screenDifferences(before: readonly string[], after: readonly string[], limit = 3): string[] {
  const differences: string[] = [];
  if (before.length !== after.length) differences.push(`${before.length} elements on screen, then ${after.length}`);
  const was = new Set(before);
  for (const line of after) {
    if (differences.length >= limit) break;
    if (!was.has(line)) {
      const placeOf = line.split(" | ")[0];
      const old = before.find((b) => b.split(" | ")[0] === placeOf);
      differences.push(old ? `${placeOf}: ${diffLook(old, line)}` : `${placeOf} appeared: ${line.slice(0, 160)}`);
    }
  }
  return differences;
}

const diffLook = (a: string, b: string) => {
  const [, boxA, lookA = ""] = a.split(" | ");
  const [, boxB, lookB = ""] = b.split(" | ");
  const changes = lookA
    .split(";")
    .map((part, i) => [part, lookB.split(";")[i]] as const)
    .filter(([x, y]) => x !== y)
    .map(([x, y]) => `${x} → ${y?.split(":").slice(1).join(":")}`);
  if (boxA !== boxB) changes.unshift(`box ${boxA} → ${boxB}`);
  return changes.slice(0, 3).join(", ");
};
