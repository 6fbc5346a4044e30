/**
 * How an icon is written (issue 47). lucide-react writes the same nine attributes and two classes on
 * every icon (xmlns, width, height, fill, stroke, stroke-width, -linecap and -linejoin, "lucide
 * lucide-NAME"): about 230 bytes an icon, 3.5 to 9 KB of a page's HTML, where the header alone
 * draws eight. Here an icon is `<svg viewBox class="icon …">` and lucide's shapes; `.icon` (app.css)
 * draws every one as those attributes did. An icon nobody names (no aria-*, role or title) is hidden
 * from assistive technology, as lucide-react hides it.
 */
import { createElement, type ReactElement, type SVGProps } from "react";

/** An icon's shapes: lucide's icon node, each child an element name and its attributes. */
export type IconNode = readonly (readonly [string, Readonly<Record<string, string>>])[];
export type LucideIcon = (props: SVGProps<SVGSVGElement>) => ReactElement;

const named = (props: object) =>
  Object.keys(props).some((key) => key.startsWith("aria-") || key === "role" || key === "title");

/** The component that draws `node` (made once per icon, by its module from integration/icons.ts). */
export function icon(node: IconNode): LucideIcon {
  return function Icon({ className, ...props }) {
    return createElement(
      "svg",
      {
        viewBox: "0 0 24 24",
        className: className ? `icon ${className}` : "icon",
        ...(named(props) ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
  };
}
