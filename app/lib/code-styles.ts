/**
 * Shiki writes each token's colour as a style attribute, which a CSP without 'unsafe-inline' in
 * style-src refuses to apply. The Markdown pipeline (app/data/markdown-plugins.ts) swaps each declaration for
 * one of these classes, written out whole so Tailwind generates them. A declaration not listed
 * fails the build; code-styles.test.ts checks that every colour of the code theme is listed.
 */
export const CODE_STYLE_CLASSES: Readonly<Record<string, string>> = {
  "color:#0e1116": "text-[#0e1116]",
  "color:#66707b": "text-[#66707b]",
  "color:#a0111f": "text-[#a0111f]",
  "color:#023b95": "text-[#023b95]",
  "color:#702c00": "text-[#702c00]",
  "color:#622cbc": "text-[#622cbc]",
  "color:#024c1a": "text-[#024c1a]",
  "color:#032563": "text-[#032563]",
  "color:#6e011a": "text-[#6e011a]",
  "color:#ffffff": "text-[#ffffff]",
  "color:#e7ecf0": "text-[#e7ecf0]",
  "color:#4b535d": "text-[#4b535d]",
  "background-color:#ffffff": "bg-[#ffffff]",
  "background-color:#a0111f": "bg-[#a0111f]",
  "background-color:#fff0ee": "bg-[#fff0ee]",
  "background-color:#d2fedb": "bg-[#d2fedb]",
  "background-color:#ffc67b": "bg-[#ffc67b]",
  "background-color:#023b95": "bg-[#023b95]",
  "font-style:italic": "italic",
  "font-weight:bold": "font-bold",
  "text-decoration:underline": "underline",
};

/** The classes for a style attribute Shiki wrote, or the first declaration that has none. */
export function codeStyleClasses(style: string): { classes: string[] } | { unknown: string } {
  const classes: string[] = [];
  for (const declaration of style.split(";")) {
    const key = declaration.replace(/\s+/g, "").toLowerCase();
    if (!key) continue;
    const cls = CODE_STYLE_CLASSES[key];
    if (!cls) return { unknown: declaration.trim() };
    classes.push(cls);
  }
  return { classes };
}
