/**
 * The site's one web font, cut down before the build: Inter Variable from @fontsource-variable/inter
 * (its Latin file, 49 KB) keeps only the characters below, the weights the styles use, 400 to 800,
 * and the features a browser or the styles apply.
 * That halves what a first visit downloads next to the stylesheet (ADR 0007). The output is a build
 * artefact (app/generated/, not committed); app/app.css declares the same ranges as unicode-range, so
 * any other character is drawn by the fallback font rather than missing.
 *
 * Run by the build integration (integration/index.ts) before anything is bundled.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

/** Inclusive code point ranges: Basic Latin, Latin-1 (names such as José or Zoë), dashes, quotes and
 *  ellipsis, the euro sign, the trade mark, arrows and the minus sign. */
export const FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];
export const FONT_WEIGHTS = { min: 400, max: 800 } as const;
/**
 * The OpenType features kept: those a browser applies to Latin text by itself (HarfBuzz's defaults,
 * as Chromium, Firefox and WebKit shape with them) and `tnum`, which the `tabular-nums` class asks
 * for. Inter's stylistic sets, character variants, fractions, superiors and case forms are asked for
 * by nothing on the site, and their alternate glyphs were 2.4 KB of the file (ADR 0007).
 * subset-font otherwise keeps every feature, and with them every glyph they can reach.
 */
export const FONT_FEATURES = [
  "ccmp",
  "locl",
  "rlig",
  "rclt",
  "calt",
  "clig",
  "curs",
  "dist",
  "kern",
  "liga",
  "mark",
  "mkmk",
  "rvrn",
  "tnum",
] as const;

/** The same ranges written as a CSS unicode-range value. */
export function unicodeRange(ranges = FONT_RANGES): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
}

/** Cuts the font into app/generated/ (skipped when that file is newer than the source); says what it did. */
export async function writeSubsetFont(): Promise<string> {
  const source = createRequire(import.meta.url).resolve(
    "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  );
  const out = path.resolve(import.meta.dirname, "../app/generated/inter-subset.woff2");
  if (
    existsSync(out) &&
    statSync(out).mtimeMs >= statSync(source).mtimeMs &&
    statSync(out).mtimeMs >= statSync(import.meta.filename).mtimeMs
  ) {
    return `subset-font: ${path.relative(process.cwd(), out)} is up to date`;
  }
  const text = FONT_RANGES.flatMap(([a, b]) =>
    Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
  ).join("");
  const font = await subsetFont(readFileSync(source), text, {
    targetFormat: "woff2",
    variationAxes: { wght: FONT_WEIGHTS },
    keepFeatures: [...FONT_FEATURES],
  });
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, font);
  return `subset-font: ${path.relative(process.cwd(), out)} ${(font.length / 1024).toFixed(1)} KB`;
}
