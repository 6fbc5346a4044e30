/**
 * After the pages are built (integration/index.ts): one social card per page, 1200×630 PNG, drawn
 * from the page itself, so a new page gets its card without a list to keep. For each built HTML page
 * the card's URL is its og:image, its title og:title without the brand, its label article:section
 * (articles) or the page's section (app/lib/meta.ts). The card (app/lib/social-card.ts) is laid out
 * by satori and rasterised by resvg (about 35–100 ms a card, so they are drawn on a worker thread per
 * core); cards are cached by content, and the build fails when a page's og:image names a file that is
 * not there.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { Resvg } from "@resvg/resvg-js";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import satori from "satori";
import subsetFont from "subset-font";
import { BRAND } from "../app/content/site.ts";
import { readCopy } from "../app/data/copy-files.ts";
import { sectionName } from "../app/lib/sections.ts";
import { CARD_HEIGHT, CARD_WIDTH, cardElement, titleWithoutBrand, type CardContent } from "../app/lib/social-card.ts";
import { builtPages, NOT_FOUND_FILE } from "../shared/pages.ts";
import { REPO_ROOT } from "../shared/build-layout.ts";
import { BUILD_CACHE_DIR, linkOrCopy, writeCacheFile } from "./build-cache.ts";
import { FONT_RANGES } from "./subset-font.ts";

/** The sections' names, for the label of a card of a page in one (the header's words). */
const navigation = readCopy("navigation");

/** Drawn cards by the hash of what they show and what draws them, kept between builds (integration/build-cache.ts). */
export const CARD_CACHE_DIR = path.join(BUILD_CACHE_DIR, "cards");
const WEIGHTS = [500, 700, 800] as const;

type Font = { name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: "normal" };
let fonts: Promise<Font[]> | undefined;

/** Inter at the card's weights as static TrueType (satori reads no woff2 and no variable font), cut from the site's font package. */
export function cardFonts(): Promise<Font[]> {
  fonts ??= (async () => {
    const source = readFileSync(
      createRequire(import.meta.url).resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
    );
    const text = FONT_RANGES.flatMap(([a, b]) =>
      Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
    ).join("");
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

const markDataUrl = () =>
  `data:image/svg+xml;base64,${readFileSync(path.join(REPO_ROOT, "public/favicon.svg")).toString("base64")}`;

/** One card as PNG bytes. */
export async function renderCard(content: CardContent): Promise<Buffer> {
  const svg = await satori(cardElement(content), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: await cardFonts() });
  return new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
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
  /** The page's own picture (its second og:image), under the build root. */
  picture?: string;
}

/** What one built page asks for: its og:image path, title and label. */
export function pageCard(html: string, pagePath: string, file: string): PageCard {
  const tree = fromHtml(html);
  const content = (property: string) => {
    const node = select(`meta[property="${property}"]`, tree);
    const value = node?.properties.content;
    return typeof value === "string" ? value : undefined;
  };
  const images = selectAll('meta[property="og:image"]', tree).map((node) => String(node.properties.content));
  const image = images[0];
  const fullTitle = content("og:title");
  if (!image || !fullTitle) throw new Error(`social-cards: ${file} has no og:image or og:title`);
  const url = new URL(image);
  return {
    file,
    image: url.pathname,
    host: url.host,
    title: titleWithoutBrand(fullTitle),
    label: content("article:section") ?? sectionName(pagePath, navigation),
    ...(images[1] && { picture: new URL(images[1]).pathname }),
  };
}

/** The types of picture resvg draws into a card, by extension. */
const PICTURE_TYPES: Readonly<Record<string, string>> = { png: "image/png", jpg: "image/jpeg", svg: "image/svg+xml" };

/** A page's picture as a data: URL for the card; undefined for a kind the card cannot draw (the motif is drawn instead). */
function pictureDataUrl(file: string): string | undefined {
  const type = PICTURE_TYPES[path.extname(file).slice(1)];
  return type && existsSync(file) ? `data:${type};base64,${readFileSync(file).toString("base64")}` : undefined;
}

/** What draws a card besides its words: the mark and the two source files that lay it out. */
function drawingKey(mark: string): string {
  const hash = createHash("sha256").update(mark);
  for (const source of ["../app/lib/social-card.ts", "./social-cards.ts"])
    hash.update(readFileSync(new URL(source, import.meta.url)));
  return hash.digest("hex");
}

/** The cache key of a card: its words and everything that draws it. */
const cardKey = (card: Omit<CardContent, "mark">, drawing: string) =>
  createHash("sha256").update(JSON.stringify(card)).update(drawing).digest("hex").slice(0, 32);

/** Below this many cards to draw, starting workers (each instances the fonts again) costs more than it saves. */
const MIN_CARDS_FOR_WORKERS = 24;

export interface CardJob {
  content: CardContent;
  /** Where the PNG goes: the cache file. */
  file: string;
}

/** Draws the cards, on one worker thread per core when there are enough of them. */
async function drawCards(jobs: readonly CardJob[]): Promise<void> {
  if (jobs.length < MIN_CARDS_FOR_WORKERS) {
    for (const job of jobs) writeCacheFile(job.file, await renderCard(job.content));
    return;
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(availableParallelism(), jobs.length) }, () => {
      const worker = new Worker(new URL("./social-card-worker.ts", import.meta.url));
      return new Promise<void>((resolve, reject) => {
        const give = () => {
          if (next < jobs.length) worker.postMessage(jobs[next++]);
          else void worker.terminate().then(() => resolve());
        };
        worker.on("message", give);
        worker.on("error", reject);
        worker.on(
          "exit",
          (code) =>
            code !== 0 && next < jobs.length && reject(new Error(`social-cards: a worker stopped with code ${code}`)),
        );
        give();
      });
    }),
  );
}

/** The page's head only: the card's words are in its meta tags, and parsing whole pages costs more than drawing at 10,000 of them. */
const headOf = (html: string) => {
  const end = html.indexOf("</head>");
  return end === -1 ? html : html.slice(0, end + "</head>".length);
};

/** A 1×1 PNG (one half-clear blue pixel): every card of a lean build, which draws none. */
const STAND_IN = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Writes a card for every page of the build at `root` and checks each page's og:image exists; says
 * what it did. Cards are drawn only when the cache (CARD_CACHE_DIR) has none for their words. `lean`
 * draws none: each og:image gets the same stand-in, so which pages have a card is still decided here.
 */
export async function writeSocialCards(
  root: string,
  { cacheDir = CARD_CACHE_DIR, lean = false }: { cacheDir?: string; lean?: boolean } = {},
): Promise<string> {
  const started = performance.now();
  const mark = markDataUrl();
  const drawing = drawingKey(mark);
  const pages = [...builtPages(root), { path: "/404", file: NOT_FOUND_FILE }];
  const cards = pages.map((p) => pageCard(headOf(readFileSync(path.join(root, p.file), "utf8")), p.path, p.file));
  mkdirSync(cacheDir, { recursive: true });
  const standIn = path.join(cacheDir, "stand-in.png");
  if (lean) writeCacheFile(standIn, STAND_IN);
  // One card per image (pages may share one), each from its cache file.
  const byImage = new Map<string, string>();
  const toDraw = new Map<string, CardJob>();
  for (const card of cards) {
    if (byImage.has(card.image)) continue;
    if (lean) {
      byImage.set(card.image, standIn);
      continue;
    }
    const picture = card.picture && pictureDataUrl(path.join(root, card.picture));
    const content = {
      title: card.title,
      label: card.label,
      brand: BRAND,
      host: card.host,
      ...(picture && { picture }),
    };
    const cached = path.join(cacheDir, `${cardKey(content, drawing)}.png`);
    byImage.set(card.image, cached);
    if (!toDraw.has(cached) && !existsSync(cached)) toDraw.set(cached, { content: { ...content, mark }, file: cached });
  }
  await drawCards([...toDraw.values()]);
  for (const [image, cached] of byImage) {
    const out = path.join(root, image);
    mkdirSync(path.dirname(out), { recursive: true });
    linkOrCopy(cached, out);
  }
  const missing = cards.filter((c) => !existsSync(path.join(root, c.image)));
  if (missing.length)
    throw new Error(`social-cards: og:image missing for ${missing.map((c) => `${c.file} (${c.image})`).join(", ")}`);
  if (lean) return `social-cards: ${byImage.size} cards (lean build: none drawn, a stand-in each)`;
  return `social-cards: ${byImage.size} cards (${toDraw.size} drawn, ${byImage.size - toDraw.size} from cache) in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}
