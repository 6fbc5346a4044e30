import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_FEATURES, FONT_WEIGHTS, unicodeRange } from "./subset-font";

const css = readFileSync(path.resolve(import.meta.dirname, "../app/app.css"), "utf8");
const interFace = /@font-face\s*{[^}]*font-family: "Inter Variable";[^}]*}/.exec(css)![0];

/** Tailwind's font-variant-numeric classes and the OpenType feature each asks the font for. */
const NUMERIC_CLASSES: Record<string, string> = {
  "tabular-nums": "tnum",
  "proportional-nums": "pnum",
  "lining-nums": "lnum",
  "oldstyle-nums": "onum",
  ordinal: "ordn",
  "slashed-zero": "zero",
  "diagonal-fractions": "frac",
  "stacked-fractions": "afrc",
};

/** The text of the app's styles and markup: its CSS and every component, page and layout. */
function appSources(): string[] {
  const app = path.resolve(import.meta.dirname, "../app");
  return readdirSync(app, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx|astro|css)$/.test(file) && !file.startsWith("content"))
    .map((file) => readFileSync(path.join(app, file), "utf8"));
}

describe("the web font subset", () => {
  it("is declared in the stylesheet with exactly the ranges it was cut to", () => {
    expect(interFace).toContain(`unicode-range: ${unicodeRange()};`);
  });

  it("claims only the weights it keeps", () => {
    expect(interFace).toContain(`font-weight: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`);
  });

  it("keeps every OpenType feature the app's classes and styles ask for", () => {
    const sources = appSources();
    const asked = new Set<string>();
    for (const [name, feature] of Object.entries(NUMERIC_CLASSES))
      if (sources.some((text) => new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(text))) asked.add(feature);
    for (const text of sources)
      for (const [, tags] of text.matchAll(/font-feature-settings:([^;}]*)/g))
        for (const [, tag] of tags!.matchAll(/["']([a-z0-9]{4})["']/g)) asked.add(tag!);
    // tabular-nums is used today (the figures of stats, salaries and step numbers): the scan sees it.
    expect(asked).toContain("tnum");
    expect([...asked].filter((tag) => !(FONT_FEATURES as readonly string[]).includes(tag))).toEqual([]);
    // Other font-variant properties ask for features by value; a new one must be added above.
    const variants = sources.flatMap((text) =>
      [...text.matchAll(/font-variant(?!-numeric: normal)[\w-]*:[^;}]*/g)].map((m) => m[0]),
    );
    expect(variants).toEqual([]);
  });

  it("writes ranges as CSS does", () => {
    expect(
      unicodeRange([
        [0x20, 0x7e],
        [0x2122, 0x2122],
      ]),
    ).toBe("U+0020-007E, U+2122");
  });
});
