import { describe, expect, it } from "vitest";
import { icoFromPngs, markPng, webManifest } from "./app-icons.ts";

describe("favicon.ico", () => {
  it("holds a 16, 32 and 48 px PNG, each where its directory entry says", () => {
    const images = [16, 32, 48].map((size) => ({ size, png: markPng(size) }));
    const ico = icoFromPngs(images);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    images.forEach(({ size, png }, i) => {
      const entry = 6 + 16 * i;
      expect([ico.readUInt8(entry), ico.readUInt8(entry + 1)]).toEqual([size, size]);
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const data = ico.subarray(offset, offset + length);
      expect(data.equals(png)).toBe(true);
      expect(data.readUInt32BE(16)).toBe(size); // the PNG's own width
    });
  });
});

describe("web app manifest", () => {
  it("names the brand, starts at the home page and lists the SVG and 192 and 512 px icons", () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({
      name: "TechHorizon",
      start_url: "/",
      theme_color: "#4f46e5",
      background_color: "#ffffff",
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(["any", "192x192", "512x512"]);
  });
});
