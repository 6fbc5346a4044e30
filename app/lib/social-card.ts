/**
 * The social card of a page (og:image, 1200×630): its title, its label (an article's category, a
 * page's section) and the brand with its mark, on the brand gradient with the section's motif.
 * Described here as an element tree; integration/social-cards.ts draws it with satori and resvg after
 * the pages are built.
 */
import { createElement, type ReactElement, type ReactNode } from "react";
import { BRAND } from "../content/site.ts";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Colours from the design tokens (app/app.css, docs/product.md#colour-tokens): white and cyan on indigo. */
const COLOURS = {
  from: "#312e81",
  to: "#4338ca",
  text: "#ffffff",
  label: "#a5f3fc",
  accent: "#22d3ee",
  rule: "rgba(255,255,255,0.28)",
  soft: "rgba(255,255,255,0.78)",
} as const;

export interface CardContent {
  /** The page's own title (no brand). */
  title: string;
  /** The article's category or the page's section; empty for top-level pages. */
  label: string;
  brand: string;
  /** Host shown in the footer, e.g. techhorizon.example. */
  host: string;
  /** The brand mark as a data: URL (public/favicon.svg). */
  mark: string;
  /** The page's own picture (an article's cover, a guide's picture) as a data: URL, drawn in place of the motif. */
  picture?: string;
}

/** The title's font size and line clamp for its length: short titles large, long ones smaller, none overflowing. */
export function cardTitleSize(title: string): { fontSize: number; maxLines: number } {
  const n = [...title].length;
  if (n <= 28) return { fontSize: 80, maxLines: 2 };
  if (n <= 48) return { fontSize: 68, maxLines: 3 };
  if (n <= 80) return { fontSize: 58, maxLines: 4 };
  if (n <= 120) return { fontSize: 48, maxLines: 5 };
  return { fontSize: 42, maxLines: 5 };
}

type Motif = "horizon" | "lines" | "circuit" | "chart" | "layers";
/** One motif per topic, as in the site's illustrations: circuits for AI, charts for trends, layers for the web. */
const MOTIFS: Record<string, Motif> = {
  "AI Insights": "circuit",
  "Tech Trends": "chart",
  "Web Development": "layers",
  Blog: "lines",
  Motivation: "lines",
  Services: "horizon",
};
export function cardMotif(label: string): Motif {
  return MOTIFS[label] ?? "horizon";
}

const MOTIF_SVG: Record<Motif, string> = {
  horizon: `<circle cx="210" cy="220" r="200" fill="none" stroke="#22D3EE" stroke-width="6" opacity=".45"/><circle cx="210" cy="220" r="130" fill="none" stroke="#fff" stroke-width="4" opacity=".3"/>`,
  lines: `<g stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".3"><path d="M60 80h300"/><path d="M60 140h240"/><path d="M60 200h280"/><path d="M60 260h200"/></g>`,
  circuit: `<g fill="none" stroke="#22D3EE" stroke-width="6" opacity=".5"><path d="M40 60h160v120h120"/><path d="M100 380h140v-140h120"/><circle cx="320" cy="180" r="14" fill="#22D3EE"/><circle cx="360" cy="240" r="14" fill="#22D3EE"/></g>`,
  chart: `<g fill="#22D3EE" opacity=".45"><rect x="60" y="260" width="60" height="160" rx="8"/><rect x="150" y="180" width="60" height="240" rx="8"/><rect x="240" y="100" width="60" height="320" rx="8"/><rect x="330" y="20" width="60" height="400" rx="8"/></g>`,
  layers: `<g fill="none" stroke="#fff" stroke-width="6" opacity=".4"><path d="M220 40l180 90-180 90-180-90z"/><path d="M40 200l180 90 180-90"/><path d="M40 270l180 90 180-90"/></g>`,
};
const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

const h = (type: string, style: Record<string, string | number>, ...children: ReactNode[]): ReactElement =>
  createElement(type, { style }, ...children);

/** The card as an element tree for satori (flex layout, inline styles; fonts named "Inter"). */
export function cardElement({ title, label, brand, host, mark, picture }: CardContent): ReactElement {
  const { fontSize, maxLines } = cardTitleSize(title);
  const motif = svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="440" viewBox="0 0 420 440">${MOTIF_SVG[cardMotif(label)]}</svg>`,
  );
  return h(
    "div",
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: "flex",
      position: "relative",
      fontFamily: "Inter",
      color: COLOURS.text,
      backgroundImage: `linear-gradient(135deg, ${COLOURS.from} 0%, ${COLOURS.to} 100%)`,
    },
    picture
      ? createElement("img", {
          src: picture,
          width: 400,
          height: 300,
          style: {
            position: "absolute",
            right: 56,
            top: 56,
            objectFit: "cover",
            borderRadius: 24,
            border: `4px solid ${COLOURS.rule}`,
          },
        })
      : createElement("img", {
          src: motif,
          width: 420,
          height: 440,
          style: { position: "absolute", right: 48, top: 48, opacity: 0.55 },
        }),
    h(
      "div",
      {
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        flexGrow: 1,
        padding: "64px 80px 52px",
      },
      h(
        "div",
        { display: "flex", alignItems: "center", height: 44 },
        label
          ? h(
              "div",
              {
                display: "flex",
                alignItems: "center",
                fontSize: 26,
                fontWeight: 700,
                letterSpacing: 2,
                textTransform: "uppercase",
                color: COLOURS.label,
              },
              h("div", { width: 36, height: 6, borderRadius: 3, backgroundColor: COLOURS.accent, marginRight: 18 }),
              label,
            )
          : "",
      ),
      h(
        "div",
        {
          display: "block",
          maxWidth: picture ? 620 : 940,
          fontSize,
          fontWeight: 800,
          lineHeight: 1.12,
          letterSpacing: -1,
          lineClamp: maxLines,
          textOverflow: "ellipsis",
          textWrap: "balance",
        },
        title,
      ),
      h(
        "div",
        {
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          borderTop: `2px solid ${COLOURS.rule}`,
          paddingTop: 28,
        },
        h(
          "div",
          { display: "flex", alignItems: "center", fontSize: 36, fontWeight: 800, letterSpacing: -0.5 },
          createElement("img", {
            src: mark,
            width: 56,
            height: 56,
            style: { marginRight: 18, borderRadius: 14, border: "2px solid rgba(255,255,255,0.4)" },
          }),
          brand,
        ),
        h("div", { display: "flex", fontSize: 26, fontWeight: 500, color: COLOURS.soft }, host),
      ),
    ),
  );
}

/** The page title from a full title (the inverse of pageTitle). */
export function titleWithoutBrand(fullTitle: string): string {
  const suffix = ` — ${BRAND}`;
  return fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle;
}
