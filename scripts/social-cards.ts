/**
 * After the pages are built (integration/index.ts): one social card per page, 1200×630 PNG, drawn
 * from the page itself, so a new page gets its card without a list to keep. For each built HTML page
 * the card's URL is its og:image, its title og:title without the brand, its label article:section
 * (articles) or the page's section (app/lib/meta.ts). The card (app/lib/social-card.ts) is laid out
 * by satori and rasterised by resvg; cards are cached by content, and the build fails when a page's
 * og:image names a file that is not there.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { fromHtml } from "hast-util-from-html";
import { select } from "hast-util-select";
import satori from "satori";
import subsetFont from "subset-font";
import { BRAND } from "../app/content/site.ts";
import { sectionName, titleWithoutBrand } from "../app/lib/meta.ts";
import { CARD_HEIGHT, CARD_WIDTH, cardElement, type CardContent } from "../app/lib/social-card.ts";
import { builtPages, NOT_FOUND_FILE } from "../server/pages.ts";
import { REPO_ROOT } from "../server/build-layout.ts";
import { FONT_RANGES } from "./subset-font.ts";

const CACHE_DIR = path.join(REPO_ROOT, "node_modules/.cache/techhorizon/og");
const WEIGHTS = [500, 700, 800] as const;

type Font = { name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: "normal" };
let fonts: Promise<Font[]> | undefined;

/** Inter at the card's weights as static TrueType (satori reads no woff2 and no variable font), cut from the site's font package. */
export function cardFonts(): Promise<Font[]> {
  fonts ??= (async () => {
    const source = readFileSync(createRequire(import.meta.url).resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"));
    const text = FONT_RANGES.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join("");
    return Promise.all(
      WEIGHTS.map(async (weight) => ({
        name: "Inter",
        data: await subsetFont(source, text, { targetFormat: "sfnt", variationAxes: { wght: weight } }),
        weight,
        style: "normal" as const,
      })),
    );
  })();
  return fonts;
}

const markDataUrl = () => `data:image/svg+xml;base64,${readFileSync(path.join(REPO_ROOT, "public/favicon.svg")).toString("base64")}`;

/** One card as PNG bytes. */
export async function renderCard(content: CardContent): Promise<Buffer> {
  const svg = await satori(cardElement(content), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: await cardFonts() });
  return new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH }, font: { loadSystemFonts: false } }).render().asPng();
}

export interface PageCard {
  /** The HTML file under the build root. */
  file: string;
  /** Path of the PNG under the build root, from og:image. */
  image: string;
  /** The site's host, from og:image, shown on the card. */
  host: string;
  title: string;
  label: string;
}

/** What one built page asks for: its og:image path, title and label. */
export function pageCard(html: string, pagePath: string, file: string): PageCard {
  const tree = fromHtml(html);
  const content = (property: string) => {
    const node = select(`meta[property="${property}"]`, tree);
    const value = node?.properties.content;
    return typeof value === "string" ? value : undefined;
  };
  const image = content("og:image");
  const fullTitle = content("og:title");
  if (!image || !fullTitle) throw new Error(`social-cards: ${file} has no og:image or og:title`);
  const url = new URL(image);
  return { file, image: url.pathname, host: url.host, title: titleWithoutBrand(fullTitle), label: content("article:section") ?? sectionName(pagePath) };
}

/** The cache key of a card: its words and everything that draws it. */
function cardKey(card: Omit<CardContent, "mark">, mark: string): string {
  const hash = createHash("sha256").update(JSON.stringify(card)).update(mark);
  for (const source of ["../app/lib/social-card.ts", "./social-cards.ts"]) hash.update(readFileSync(new URL(source, import.meta.url)));
  return hash.digest("hex").slice(0, 32);
}

/** Writes a card for every page of the build at `root` and checks each page's og:image exists; says what it did. */
export async function writeSocialCards(root: string): Promise<string> {
  const started = performance.now();
  const mark = markDataUrl();
  const pages = [...builtPages(root), { path: "/404", file: NOT_FOUND_FILE }];
  const cards = pages.map((p) => pageCard(readFileSync(path.join(root, p.file), "utf8"), p.path, p.file));
  mkdirSync(CACHE_DIR, { recursive: true });
  let drawn = 0;
  const seen = new Set<string>();
  for (const card of cards) {
    if (seen.has(card.image)) continue;
    seen.add(card.image);
    const content = { title: card.title, label: card.label, brand: BRAND, host: card.host };
    const cached = path.join(CACHE_DIR, `${cardKey(content, mark)}.png`);
    let png: Buffer;
    if (existsSync(cached)) png = readFileSync(cached);
    else {
      png = await renderCard({ ...content, mark });
      writeFileSync(cached, png);
      drawn++;
    }
    const out = path.join(root, card.image);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, png);
  }
  const missing = cards.filter((c) => !existsSync(path.join(root, c.image)));
  if (missing.length) throw new Error(`social-cards: og:image missing for ${missing.map((c) => `${c.file} (${c.image})`).join(", ")}`);
  return `social-cards: ${seen.size} cards (${drawn} drawn, ${seen.size - drawn} from cache) in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}
