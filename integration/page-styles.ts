/**
 * Each page's CSS in its own HTML, and the rest in one shared file that never holds up the first
 * paint (issue 47, ADR 0047). Astro links the whole stylesheet (app/app.css) from every page, so the
 * first paint waited for a second request. After the build this step splits that stylesheet by rule:
 *
 * - a page's `<style>` holds every rule its own HTML and its scripts can use (a rule's classes and
 *   element names all appear in the page's markup, its inline scripts or the scripts its islands
 *   load), except the deferred ones below: so what the page shows is styled with its HTML, light or
 *   dark, at any width, before any request and with JavaScript off;
 * - one shared, hashed file holds the deferred rules that some page can use: rules for a pointer
 *   over something or pressing it (`:hover`, `:active`), paper (`@media print`), and rules that no
 *   page's markup matches, which only a script's later rendering can need (an open search, a form's
 *   error). It is linked at the end of `<body>`, so no engine waits for it to paint what came before,
 *   and cached for a year like every hashed file, so a reader's second page requests nothing;
 * - a rule no page can use ships nowhere.
 *
 * A rule is whole in one place, never in both. The layers keep Tailwind's order (one `@layer`
 * statement opens each page's style). Custom properties, `@property` and `@keyframes` follow the
 * rules that use them. The CSP admits each page's `<style>` by its hash (shared/headers.ts), so this
 * runs before anything that reads the pages' final bytes (the service worker's list, host configs).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import postcss, { type AtRule, type ChildNode, type Root, type Rule } from "postcss";
import { filesUsedBy, referencedFiles } from "../app/lib/offline.ts";

const isScript = (file: string) => file.endsWith(".js");

/** The names a page can use, from its markup and its scripts. */
export interface Vocabulary {
  /** Class names in its markup (class attributes) and inline scripts: what it shows before any script loads. */
  classes: Set<string>;
  /** Every word its markup and inline scripts hold. */
  words: Set<string>;
  /** Every word of the scripts it loads (classes a script sets, elements it creates), shared by the pages that load the same scripts. */
  scriptWords: ReadonlySet<string>;
  /** Element names in its markup. */
  elements: Set<string>;
}

/** What a selector needs from a page: its classes and element names outside functional pseudo-classes. */
interface SelectorNeeds {
  classes: string[];
  elements: string[];
}

/** Pseudo-classes a reader's pointer makes: their rules cannot matter before the page is shown. */
const POINTER_STATE = /(?<!\\):(hover|active)\b/;

/** The classes and element names a compound selector list entry requires (ignoring the insides of :is(), :not() …, which only narrow it). */
export function selectorNeeds(selector: string): SelectorNeeds {
  const classes: string[] = [];
  const elements: string[] = [];
  let i = 0;
  let compoundStart = true;
  const readIdent = () => {
    let out = "";
    while (i < selector.length) {
      const c = selector[i]!;
      if (c === "\\") {
        const hex = /^\\([0-9a-fA-F]{1,6}) ?/.exec(selector.slice(i));
        if (hex) {
          out += String.fromCodePoint(parseInt(hex[1]!, 16));
          i += hex[0].length;
        } else {
          out += selector[i + 1] ?? "";
          i += 2;
        }
      } else if (/[\w-]/.test(c) || c.charCodeAt(0) > 127) {
        out += c;
        i++;
      } else break;
    }
    return out;
  };
  const skipBalanced = (open: string, close: string) => {
    let depth = 0;
    while (i < selector.length) {
      const c = selector[i]!;
      if (c === "\\") i += 2;
      else if (c === '"' || c === "'") {
        const end = selector.indexOf(c, i + 1);
        i = end === -1 ? selector.length : end + 1;
      } else {
        if (c === open) depth++;
        else if (c === close) depth--;
        i++;
        if (depth === 0) return;
      }
    }
  };
  while (i < selector.length) {
    const c = selector[i]!;
    if (c === ".") {
      i++;
      classes.push(readIdent());
      compoundStart = false;
    } else if (c === "[") {
      skipBalanced("[", "]");
      compoundStart = false;
    } else if (c === ":") {
      i++;
      if (selector[i] === ":") i++;
      readIdent();
      if (selector[i] === "(") skipBalanced("(", ")");
      compoundStart = false;
    } else if (c === "#") {
      i++;
      readIdent();
      compoundStart = false;
    } else if (/[\s>+~,]/.test(c)) {
      i++;
      compoundStart = true;
    } else if (c === "*" || c === "&") {
      i++;
      compoundStart = false;
    } else if (compoundStart && /[a-zA-Z]/.test(c)) {
      elements.push(readIdent().toLowerCase());
      compoundStart = false;
    } else i++;
  }
  return { classes, elements };
}

/** Elements every page has, or that a selector names for the document itself. */
const ALWAYS = new Set(["html", "body", "head"]);

/** Whether a page has what a selector needs: with `markupOnly`, in what it shows before any script loads. */
const usedBy = (needs: SelectorNeeds, page: Vocabulary, markupOnly: boolean) => {
  const has = (word: string) => page.words.has(word) || page.scriptWords.has(word);
  return (
    needs.classes.every((c) => (markupOnly ? page.classes.has(c) : has(c))) &&
    needs.elements.every((e) => ALWAYS.has(e) || page.elements.has(e) || has(e))
  );
};

const isInside = (node: ChildNode, test: (at: AtRule) => boolean) => {
  for (let parent = node.parent; parent && parent.type === "atrule"; parent = (parent as AtRule).parent)
    if (test(parent as AtRule)) return true;
  return false;
};
const inKeyframes = (rule: Rule) => isInside(rule, (at) => /keyframes$/i.test(at.name));
const forPaper = (rule: Rule) => isInside(rule, (at) => at.name === "media" && /^print\b/i.test(at.params.trim()));

/** The words of scripts: whatever a script may write as a class or an element name is one of them. */
const split = (text: string) => text.split(/[\s"'`<>=]+/);
export const wordsOf = (scripts: readonly string[]): Set<string> => new Set(scripts.flatMap(split));

/** The words of a page's markup: its class names, element names, and every token of its inline scripts. */
export function vocabularyOf(html: string, scriptWords: ReadonlySet<string>): Vocabulary {
  const decode = (text: string) =>
    text
      .replaceAll("&quot;", '"')
      .replaceAll("&#39;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of decode(value!).split(/\s+/)) if (name) classes.add(name);
  const elements = new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map(([, tag]) => tag!.toLowerCase()));
  const words = new Set<string>(classes);
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
  // An inline script runs before the first paint and may write markup (`<div class=code-bar>`).
  for (const body of inline)
    for (const word of split(body)) {
      words.add(word);
      classes.add(word);
    }
  return { classes, words, elements, scriptWords };
}

export interface SplitStyles {
  /** Each page's own `<style>` text, in the order of `pages`. */
  inline: string[];
  /** The deferred file's text. */
  deferred: string;
}

const layerOrder = (root: Root) => {
  const names: string[] = [];
  root.walkAtRules("layer", (at) => {
    for (const name of at.params.split(",").map((n) => n.trim()))
      if (name && !names.includes(name) && at.parent?.type === "root") names.push(name);
  });
  return names;
};

/** Drops at-rules left with nothing in them (a media query whose rules all went elsewhere). */
const pruneEmpty = (root: Root) => {
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === "atrule" || node.type === "rule") && node.nodes && node.nodes.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
};

/** Custom properties, `@property` and `@keyframes` that nothing in the sheet or in `readers` reads are dropped. */
function dropUnread(root: Root, readers: string) {
  for (let pass = 0; pass < 5; pass++) {
    const text = readers + root.toString();
    // A custom property is read by var(--x) or named as a fallback's first part (var(--x,…)).
    const read = new Set([...text.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name!));
    const animated = new Set(
      [...text.matchAll(/animation(?:-name)?:([^;}]*)/g)].flatMap(([, value]) => value!.split(/[\s,]+/)),
    );
    let changed = false;
    const drop = (node: ChildNode) => {
      node.remove();
      changed = true;
    };
    root.walkDecls(/^--/, (decl) => {
      if (!read.has(decl.prop)) drop(decl);
    });
    root.walkAtRules("property", (at) => {
      if (!read.has(at.params.trim())) drop(at);
    });
    root.walkAtRules(/keyframes$/i, (at) => {
      if (!animated.has(at.params.trim())) drop(at);
    });
    pruneEmpty(root);
    if (!changed) return;
  }
}

/**
 * Splits `css` for `pages`, each given by its vocabulary: the rules each page's `<style>` holds, and
 * the deferred file every page links. A rule is deferred when every selector of it a page can use
 * waits for a pointer, when it is for print, or when no page's markup matches it.
 */
export function splitStyles(css: string, pages: readonly Vocabulary[]): SplitStyles {
  const source = postcss.parse(css);
  const order = layerOrder(source);
  // Each rule's selectors and what each needs; pages use a rule when one of its selectors is theirs.
  const rules: { rule: Rule; selectors: string[]; needs: SelectorNeeds[]; pointer: boolean[]; paper: boolean }[] = [];
  source.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    // postcss splits the selector list anew at each read: read once.
    const selectors = rule.selectors;
    rules.push({
      rule,
      selectors,
      needs: selectors.map(selectorNeeds),
      pointer: selectors.map((s) => POINTER_STATE.test(s)),
      paper: forPaper(rule),
    });
  });
  const usable = (r: (typeof rules)[number], page: Vocabulary, markupOnly: boolean) =>
    r.needs.map((n) => usedBy(n, page, markupOnly));
  // A rule some page's markup matches, before any script renders anything.
  const shown = new Set(rules.filter((r) => pages.some((p) => usable(r, p, true).some(Boolean))).map((r) => r.rule));
  const deferredSelectors = new Map<Rule, Set<string>>();
  const perPage = pages.map((page) => {
    const own = new Map<Rule, string[]>();
    for (const r of rules) {
      const usableHere = usable(r, page, false);
      const selectors = r.selectors.filter((_, i) => usableHere[i]);
      if (!selectors.length) continue;
      const waits = r.paper || !shown.has(r.rule) || r.selectors.every((_, i) => !usableHere[i] || r.pointer[i]);
      if (waits) {
        const set = deferredSelectors.get(r.rule) ?? new Set();
        for (const s of selectors) set.add(s);
        deferredSelectors.set(r.rule, set);
      } else own.set(r.rule, selectors);
    }
    return own;
  });

  const pick = (keep: Map<Rule, Iterable<string>>) => {
    const copy = source.clone();
    const originals: Rule[] = [];
    source.walkRules((rule) => void originals.push(rule));
    const copies: Rule[] = [];
    copy.walkRules((rule) => void copies.push(rule));
    copies.forEach((rule, index) => {
      const original = originals[index]!;
      if (inKeyframes(original)) return;
      const selectors = keep.get(original);
      if (!selectors) rule.remove();
      else rule.selectors = [...selectors];
    });
    copy.walkComments((comment) => void comment.remove());
    copy.walkAtRules("layer", (at) => {
      if (!at.nodes) at.remove();
    });
    pruneEmpty(copy);
    return copy;
  };

  const deferredRoot = pick(deferredSelectors);
  // Custom properties, @property and @keyframes: kept where something reads them. The page's own
  // style holds those its rules or the deferred file read, so the deferred file needs none of them.
  const deferredText = deferredRoot.toString();
  // Pages of one template mostly use the same rules: each set is written once.
  const index = new Map(rules.map((r, i) => [r.rule, i]));
  const written = new Map<string, string>();
  const inlineTexts = perPage.map((own) => {
    const key = [...own].map(([rule, selectors]) => `${index.get(rule)}:${selectors.join(",")}`).join("|");
    let text = written.get(key);
    if (text === undefined) {
      const root = pick(own);
      dropUnread(root, deferredText);
      text = root.toString();
      written.set(key, text);
    }
    return text;
  });
  deferredRoot.walkAtRules(/^(property|keyframes)$/i, (at) => void at.remove());
  deferredRoot.walkAtRules("layer", (at) => {
    if (at.params === "properties" || at.params === "theme") at.remove();
  });
  pruneEmpty(deferredRoot);
  const statement = order.length ? `@layer ${order.join(",")};` : "";
  const banner = /^\/\*![\s\S]*?\*\//.exec(css)?.[0] ?? "";
  return {
    inline: inlineTexts.map((text) => statement + text),
    deferred: banner + statement + deferredRoot.toString(),
  };
}

/** The one stylesheet Astro links from a page's head. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/g;
const linksStylesheet = (html: string) => html.search(STYLESHEET_LINK) !== -1;

/** The page with its stylesheet link replaced by its own style, and the deferred file linked last in its body. */
export function withPageStyles(html: string, file: string, inline: string, deferredHref: string): string {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length !== 1)
    throw new Error(`page-styles: ${file} links ${links.length} stylesheets where Astro linked one; has it changed?`);
  if (!html.includes("</body>")) throw new Error(`page-styles: ${file} has no </body>`);
  return html
    .replace(links[0]![0], () => `<style>${inline}</style>`)
    .replace("</body>", () => `<link rel="stylesheet" href="${deferredHref}"></body>`);
}

/** Splits the stylesheet every built page links (under `root`), rewrites the pages, writes the deferred file and removes the whole one. */
export async function writePageStyles(root: string): Promise<string> {
  // Pages written by Astro; a page of its own making (the nothing-sent page) carries its own style.
  const files: string[] = [];
  const htmls: string[] = [];
  for (const file of readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"))) {
    const html = readFileSync(path.join(root, file), "utf8");
    if (!linksStylesheet(html)) continue;
    files.push(file);
    htmls.push(html);
  }
  const sheets = new Set(htmls.flatMap((html) => [...html.matchAll(STYLESHEET_LINK)].map(([, href]) => href!)));
  if (sheets.size !== 1)
    throw new Error(`page-styles: the pages link ${sheets.size} stylesheets, expected Astro's one`);
  const [sheet] = sheets as Set<string>;
  const css = readFileSync(path.join(root, sheet!), "utf8");
  const texts = new Map<string, string | undefined>();
  const open = (file: string) => {
    if (!texts.has(file)) {
      const full = path.join(root, file);
      texts.set(file, file.endsWith(".js") && existsSync(full) ? readFileSync(full, "utf8") : undefined);
    }
    return texts.get(file);
  };
  // Pages of one template load the same scripts: what they import and their words are gathered once
  // per set of scripts a page names, not once per page (an archive has thousands of pages).
  const wordsByScripts = new Map<string, Set<string>>();
  const pages: Vocabulary[] = [];
  for (const [index, html] of htmls.entries()) {
    const named = [...new Set(referencedFiles(html, `/${files[index]!}`).filter(isScript))].sort().join(" ");
    let words = wordsByScripts.get(named);
    if (!words) {
      const scripts = await filesUsedBy(html, `/${files[index]!}`, open, isScript);
      words = wordsOf(scripts.map(open).filter((text): text is string => text !== undefined));
      wordsByScripts.set(named, words);
    }
    pages.push(vocabularyOf(html, words));
  }
  const { inline, deferred } = splitStyles(css, pages);
  const hash = createHash("sha256").update(deferred).digest("base64url").slice(0, 8);
  const deferredHref = `/assets/deferred.${hash}.css`;
  writeFileSync(path.join(root, deferredHref), deferred);
  files.forEach((file, index) =>
    writeFileSync(path.join(root, file), withPageStyles(htmls[index]!, file, inline[index]!, deferredHref)),
  );
  rmSync(path.join(root, sheet!));
  const sizes = inline.map((text) => Buffer.byteLength(text));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return `page-styles: ${files.length} pages carry ${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))} of their own CSS (of ${kb(css.length)}); ${deferredHref} ${kb(deferred.length)}`;
}
