import { Resvg } from "@resvg/resvg-js";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { generatedLibrary } from "./library/library.testing";
import { encodeLink, linkedLibrary } from "./library/link";
import { qrDrawing } from "./qr-code";

/** The drawing as the browser's SVG would show it, rasterised, and read back by a QR decoder. */
function readBack(drawing: NonNullable<ReturnType<typeof qrDrawing>>): string | undefined {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.size} ${drawing.size}"><rect width="100%" height="100%" fill="#fff"/><path d="${drawing.path}"/></svg>`;
  const image = new Resvg(svg, { fitTo: { mode: "width", value: drawing.size * 3 } }).render();
  return jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height)?.data;
}

describe("the QR code of the library's link", () => {
  it("reads back as the very link, for a library of 50 articles in 3 lists (version 26)", async () => {
    const link = `https://techhorizon.example/library#${await encodeLink(linkedLibrary(generatedLibrary(50)))}`;
    const drawing = qrDrawing(link)!;
    expect(drawing.version).toBe(26);
    expect(drawing.size).toBe(17 + 4 * 26 + 8);
    expect(readBack(drawing)).toBe(link);
  });

  it("is not drawn for a link longer than a QR code holds", async () => {
    const link = `https://techhorizon.example/library#${await encodeLink(linkedLibrary(generatedLibrary(200)))}`;
    expect(link.length).toBeGreaterThan(3000);
    expect(qrDrawing(link)).toBeUndefined();
  });
});
