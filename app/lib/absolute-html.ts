/**
 * An article's HTML for a reader outside the site (a feed reader): every link and image address
 * absolute. The HTML is parsed into a tree (hast) and written again, so only real attributes are
 * rewritten, never text that looks like one (an `href="/x"` inside a code block stays as written).
 */
import type { Element, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";
import { visit } from "unist-util-visit";

/** hast's names of the attributes that hold one address (href, src, poster, cite) or a list of them (srcset). */
const SINGLE = ["href", "src", "poster", "cite"] as const;

/** `url` resolved against `base`; left as it is when it cannot be read as a URL. */
function resolve(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/** `srcset` ("a.png 1x, b.png 2x"), each candidate's address resolved and its descriptor kept. */
function resolveSrcset(srcset: string, base: string): string {
  return srcset
    .split(",")
    .map((candidate) => {
      const [url = "", ...descriptor] = candidate.trim().split(/\s+/);
      return [resolve(url, base), ...descriptor].join(" ");
    })
    .join(", ");
}

/** Resolves every address in `tree` against `base` (the page the HTML belongs to: its "#id" links stay on it). */
export function makeAddressesAbsolute(tree: Root, base: string): Root {
  visit(tree, "element", (node: Element) => {
    for (const name of SINGLE) {
      const value = node.properties[name];
      if (typeof value === "string") node.properties[name] = resolve(value, base);
    }
    const srcset = node.properties.srcSet;
    if (typeof srcset === "string") node.properties.srcSet = resolveSrcset(srcset, base);
  });
  return tree;
}

/** `html` (a fragment) with every address resolved against `base`, and `before` (elements) ahead of it. */
export function absoluteHtml(html: string, base: string, before: readonly Element[] = []): string {
  const tree = fromHtml(html, { fragment: true });
  tree.children.unshift(...before);
  return toHtml(makeAddressesAbsolute(tree, base));
}
