/**
 * A QR code of a text, as an SVG path (docs/product.md#the-readers-library: the library's link,
 * drawn on the reader's device). The code itself is uqr's (a maintained port of Project Nayuki's
 * QR Code generator); this draws its dark modules as one path of horizontal runs, which React
 * renders as an `<svg>` (no markup from a string, nothing the CSP must allow), sharp at any size.
 */
import { encode } from "uqr";

/** The light margin around the code, in modules: the four the standard asks, which every reader finds. */
export const QR_QUIET_ZONE = 4;

export interface QrDrawing {
  /** The QR version, 1–40: the code is 17 + 4 × version modules wide. */
  version: number;
  /** Modules across, the quiet zone included: the SVG's viewBox is `0 0 size size`. */
  size: number;
  /** The dark modules, each row's runs as one rectangle. */
  path: string;
}

/** The text as a QR code with low error correction (the screen is clean; more data fits), or undefined when it holds too much for one. */
export function qrDrawing(text: string): QrDrawing | undefined {
  let code: ReturnType<typeof encode>;
  try {
    code = encode(text, { ecc: "L", border: QR_QUIET_ZONE });
  } catch {
    // More than a version 40 code holds (about 2,900 bytes).
    return undefined;
  }
  const runs: string[] = [];
  code.data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      runs.push(`M${start} ${y}h${x - start + 1}v1H${start}z`);
    }
  });
  return { version: code.version, size: code.size, path: runs.join("") };
}
