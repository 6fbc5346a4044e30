/**
 * After the pages are built (integration/index.ts): the web app manifest and the icons it and old
 * browsers ask for, drawn from public/favicon.svg with resvg (no image tool needed on the machine):
 *   /manifest.webmanifest   name, colours, start URL and icons
 *   /icon-192.png, /icon-512.png
 *   /favicon.ico            16, 32 and 48 px PNGs in one ICO
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { BRAND } from "../app/content/site.ts";
import { tagline } from "../app/lib/content/settings.ts";
import { REPO_ROOT } from "../shared/build-layout.ts";

export const MANIFEST_FILE = "manifest.webmanifest";
export const ICO_SIZES = [16, 32, 48] as const;
export const MANIFEST_ICON_SIZES = [192, 512] as const;

/** The manifest: colours are the design tokens (brand and page background, light theme). */
export function webManifest() {
  return {
    name: BRAND,
    short_name: BRAND,
    description: tagline,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#4f46e5",
    background_color: "#ffffff",
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ...MANIFEST_ICON_SIZES.map((size) => ({ src: `/icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png" })),
    ],
  };
}

/** An ICO file holding the given PNGs (one directory entry each; PNG entries are read by every browser since IE 7 and Windows Vista). */
export function icoFromPngs(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/** The site's mark (public/favicon.svg) as a square PNG of `size` pixels. */
export function markPng(size: number, svg = readFileSync(path.join(REPO_ROOT, "public/favicon.svg"))): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}

/** Writes the manifest, its PNG icons and favicon.ico into the build at `root`; says what it wrote. */
export function writeAppIcons(root: string): string {
  writeFileSync(path.join(root, MANIFEST_FILE), JSON.stringify(webManifest(), null, 2) + "\n");
  for (const size of MANIFEST_ICON_SIZES) writeFileSync(path.join(root, `icon-${size}.png`), markPng(size));
  writeFileSync(path.join(root, "favicon.ico"), icoFromPngs(ICO_SIZES.map((size) => ({ size, png: markPng(size) }))));
  return `app-icons: ${MANIFEST_FILE}, icon-${MANIFEST_ICON_SIZES.join("/")}.png, favicon.ico (${ICO_SIZES.join("/")} px)`;
}
