/**
 * WCAG contrast from computed CSS colours. Pure: the tests read colours with getComputedStyle in the
 * page and do the arithmetic here. Chromium reports computed colours as rgb()/rgba(), or as
 * color(srgb …), oklab(…) and oklch(…) when they come from color-mix() or a modern colour space.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const NUMBER = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?%?`;
const COLOUR = new RegExp(String.raw`\b(?:rgba?|color|oklab|oklch)\([^()]*\)|\btransparent\b`, "gi");

function num(token: string, percentScale = 1): number {
  return token.endsWith("%") ? (Number.parseFloat(token) / 100) * percentScale : Number.parseFloat(token);
}

function alphaOf(token: string | undefined): number {
  return token === undefined ? 1 : num(token, 1);
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

function linearToSrgb(c: number): number {
  const v = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  return clamp01(v) * 255;
}

function oklabToRgb(L: number, a: number, b: number): [number, number, number] {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    linearToSrgb(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    linearToSrgb(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    linearToSrgb(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

/** One computed CSS colour, as 0–255 channels and 0–1 alpha. Throws on anything it cannot read. */
export function parseColor(value: string): Rgba {
  const text = value.trim().toLowerCase();
  if (text === "transparent") return { r: 0, g: 0, b: 0, a: 0 };
  const fn = /^([a-z]+)\((.*)\)$/.exec(text);
  if (!fn) throw new Error(`Unreadable colour: ${value}`);
  const [, name, body] = fn as unknown as [string, string, string];
  const [main = "", alpha] = body.split("/").map((s) => s.trim());
  const parts = (main.includes(",") ? main.split(",") : main.split(/\s+/)).map((s) => s.trim()).filter(Boolean);
  const commaAlpha = main.includes(",") && parts.length === 4 ? parts.pop() : undefined;
  const a = alphaOf(alpha ?? commaAlpha);
  if (!parts.every((p, i) => (name === "color" && i === 0) || new RegExp(`^${NUMBER}$`).test(p) || p === "none")) {
    throw new Error(`Unreadable colour: ${value}`);
  }
  const n = (p: string | undefined, scale = 1) => (p === undefined || p === "none" ? 0 : num(p, scale));
  switch (name) {
    case "rgb":
    case "rgba":
      return { r: n(parts[0], 255), g: n(parts[1], 255), b: n(parts[2], 255), a };
    case "color": {
      if (parts[0] !== "srgb") throw new Error(`Unsupported colour space: ${value}`);
      return { r: n(parts[1], 1) * 255, g: n(parts[2], 1) * 255, b: n(parts[3], 1) * 255, a };
    }
    case "oklab": {
      const [r, g, b] = oklabToRgb(n(parts[0], 1), n(parts[1], 0.4), n(parts[2], 0.4));
      return { r, g, b, a };
    }
    case "oklch": {
      const L = n(parts[0], 1);
      const C = n(parts[1], 0.4);
      const h = (n(parts[2]) * Math.PI) / 180;
      const [r, g, b] = oklabToRgb(L, C * Math.cos(h), C * Math.sin(h));
      return { r, g, b, a };
    }
    default:
      throw new Error(`Unsupported colour: ${value}`);
  }
}

/** Every colour named in a CSS value such as a box-shadow or a gradient, in order. */
export function colorsIn(value: string): Rgba[] {
  return [...value.matchAll(COLOUR)].map((m) => parseColor(m[0]));
}

/** `top` painted over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return {
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
    a: 1,
  };
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio, 1 to 21, of two opaque colours. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
