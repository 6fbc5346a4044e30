/**
 * The Markdown plugins every prose collection is rendered with, in one list: Astro's Markdown
 * pipeline runs them (astro.config.ts, `markdown.processor`), so articles, guides and legal pages are
 * rendered once, by the content layer, and kept in its data store. `{brand}` and `{email}` are
 * filled in; code is highlighted here, so the browser receives finished HTML and no highlighter;
 * links with unsafe schemes are dropped; the h2 sections (for a table of contents) and the words of
 * the prose are recorded beside the HTML.
 */
import rehypeShikiFromHighlighter from "@shikijs/rehype/core";
import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import { createHighlighterCoreSync, type HighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import bash from "shiki/langs/bash.mjs";
import css from "shiki/langs/css.mjs";
import diff from "shiki/langs/diff.mjs";
import html from "shiki/langs/html.mjs";
import javascript from "shiki/langs/javascript.mjs";
import json from "shiki/langs/json.mjs";
import jsx from "shiki/langs/jsx.mjs";
import markdown from "shiki/langs/markdown.mjs";
import python from "shiki/langs/python.mjs";
import rust from "shiki/langs/rust.mjs";
import sql from "shiki/langs/sql.mjs";
import tsx from "shiki/langs/tsx.mjs";
import typescript from "shiki/langs/typescript.mjs";
import yaml from "shiki/langs/yaml.mjs";
import codeTheme from "shiki/themes/github-light-high-contrast.mjs";
import type { Pluggable, Plugin, Processor } from "unified";
import { visit } from "unist-util-visit";
import type { TocEntry } from "../content/schemas/blog.ts";
import { fill } from "../lib/copy-text.ts";
import { readCopy } from "./copy-files.ts";
import type { Outline } from "../lib/content/stored.ts";
import { codeStyleClasses } from "../lib/code-styles.ts";
import { countWords } from "../lib/reading-time.ts";
import { fillPlaceholders } from "../lib/content/placeholders.ts";

/** github-light's orange and green fall below 4.5:1 on white; this variant keeps every token above it. */
export const CODE_THEME = "github-light-high-contrast";

/**
 * The languages a web publication writes about. Shiki's grammars also answer to their aliases (js, ts,
 * sh, shell, yml, md…); a block in any other language is shown as plain text rather than failing.
 */
const LANGUAGES = [bash, css, diff, html, javascript, json, jsx, markdown, python, rust, sql, tsx, typescript, yaml];

let highlighter: HighlighterCore | undefined;
function getHighlighter(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [codeTheme],
    langs: LANGUAGES,
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

export type { Outline };

/**
 * Records the h2 sections (for the table of contents) and the words of the prose (not the code).
 * Astro keeps what a plugin writes into `file.data.astro.frontmatter` with the rendered entry
 * (`rendered.metadata.frontmatter`), so pages read the outline without rendering again.
 */
const collectOutline: Plugin<[], Root> = () => (tree, file) => {
  const words = tree.children
    .filter((node) => !(node.type === "element" && node.tagName === "pre"))
    .reduce((sum, node) => sum + countWords(toString(node)), 0);
  const toc: TocEntry[] = [];
  visit(tree, "element", (node: Element) => {
    if (node.tagName === "h2" && typeof node.properties.id === "string")
      toc.push({ id: node.properties.id, title: toString(node) });
  });
  const data = file.data as { astro?: { frontmatter?: Record<string, unknown> }; outline?: Outline };
  data.outline = { toc, words };
  if (data.astro?.frontmatter) data.astro.frontmatter.outline = data.outline;
};

/** Schemes a link or image in an article may use; anything else (javascript:, data:, vbscript:) is dropped. */
const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/** A URL is safe when it is relative or names a safe scheme; browsers ignore controls and spaces in it. */
export function isSafeUrl(url: string): boolean {
  const visible = [...url].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f).join("");
  const scheme = /^([^/?#]*):/.exec(visible)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
}

/** Leaves no unsafe URL in the HTML: such a link keeps its text without the link, such an image goes. */
const allowSafeUrlsOnly: Plugin<[], Root> = () => (tree) => {
  visit(tree, "element", (node: Element, index, parent) => {
    for (const property of ["href", "src"] as const) {
      const value = node.properties[property];
      if (typeof value !== "string" || isSafeUrl(value)) continue;
      if (node.tagName === "a") {
        node.tagName = "span";
        node.properties = {};
      } else if (parent && index !== undefined) {
        parent.children.splice(index, 1);
        return index;
      }
    }
  });
};

export class UnknownCodeStyleError extends Error {}

/** Shiki's style attributes as classes (code-styles.ts): the CSP admits no inline styles. */
const codeStylesAsClasses: Plugin<[], Root> = () => (tree) => {
  visit(tree, "element", (node: Element) => {
    const style = node.properties.style;
    if (typeof style !== "string") return;
    const result = codeStyleClasses(style);
    if ("unknown" in result)
      throw new UnknownCodeStyleError(
        `has code styled "${result.unknown}", which app/lib/code-styles.ts has no class for`,
      );
    // Shiki names the <pre>'s classes in a "class" string, rehype in a className list.
    const { className, class: classString } = node.properties;
    const existing = [
      ...(Array.isArray(className) ? className.map(String) : []),
      ...(typeof classString === "string" ? classString.split(/\s+/) : []),
    ];
    node.properties.className = [...existing.filter(Boolean), ...result.classes];
    delete node.properties.class;
    delete node.properties.style;
  });
};

/** The heading links' accessible name, from the copy of the reading comforts (the same words as the guides'). */
const { anchorLabel } = readCopy("reading");

const anchorContent: ElementContent = {
  type: "element",
  tagName: "span",
  properties: { ariaHidden: "true" },
  children: [{ type: "text", value: "#" }],
};

/** Shiki with our languages and theme; a block in another language is plain text. (A plugin of its own: Astro passes a plugin one options value, not two.) */
function highlightCode(this: Processor) {
  // No time limit per line: Shiki's default (500 ms) cuts a line short on a busy machine and paints
  // the rest in one colour, so the same article would build differently under load.
  return rehypeShikiFromHighlighter.call(this, getHighlighter(), {
    theme: CODE_THEME,
    fallbackLanguage: "text",
    tokenizeTimeLimit: 0,
  });
}

/**
 * `{brand}` and `{email}` in a body are filled in before the Markdown is parsed, as in the data
 * (placeholders.ts): the text then reads as if the writer had typed the name, so an address filled
 * in becomes a link by itself, as GitHub's Markdown makes of any address in the text. (A plugin may
 * set the processor's parser; this one wraps the parser remark-parse set.)
 */
function fillPlaceholdersFirst(this: Processor) {
  const parse = this.parser;
  if (!parse) throw new Error("fillPlaceholdersFirst must come after remark-parse");
  this.parser = (document, file) => parse(fillPlaceholders(document), file);
}

/** The remark plugins, after Markdown and GitHub's extensions: Astro adds them after its parser. */
export const remarkPlugins: Pluggable[] = [fillPlaceholdersFirst];

/**
 * The rehype plugins, in order, after Markdown (with GitHub's extensions) has become HTML without any
 * raw HTML of its own: astro.config.ts hands them to Astro's unified processor.
 */
export const rehypePlugins: Pluggable[] = [
  allowSafeUrlsOnly,
  rehypeSlug,
  collectOutline,
  // A "#" link beside (not inside) each heading: headings keep their own accessible name, and the
  // link gets a name of its own that says where it points.
  [
    rehypeAutolinkHeadings,
    {
      behavior: "after",
      test: ["h2", "h3"],
      group: (heading: Element): Element => ({
        type: "element",
        tagName: "div",
        properties: { className: ["heading-group", `heading-group-${heading.tagName}`] },
        children: [],
      }),
      properties: (heading: Element) => ({
        className: ["heading-anchor"],
        ariaLabel: fill(anchorLabel, { heading: toString(heading) }),
      }),
      content: anchorContent,
    },
  ],
  highlightCode,
  codeStylesAsClasses,
];

/**
 * Astro's unified processor with these plugins (astro.config.ts): GitHub's Markdown extensions, the
 * placeholders filled in, no typographic quotes (the writers' own), and no raw HTML passed through
 * from the Markdown.
 */
export const markdownProcessor = {
  gfm: true,
  smartypants: false,
  remarkRehype: { allowDangerousHtml: false },
  remarkPlugins,
  rehypePlugins,
};
