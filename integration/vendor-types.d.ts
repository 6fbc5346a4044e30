// subset-font ships without types; this is the part integration/subset-font.ts uses.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
      variationAxes?: Record<string, number | { min: number; max: number }>;
      /** The OpenType feature tags to keep; without it, every feature the font has. */
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
