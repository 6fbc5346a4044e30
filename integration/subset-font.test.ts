import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_WEIGHTS, unicodeRange } from "./subset-font";

const css = readFileSync(path.resolve(import.meta.dirname, "../app/app.css"), "utf8");
const interFace = /@font-face\s*{[^}]*font-family: "Inter Variable";[^}]*}/.exec(css)![0];

describe("the web font subset", () => {
  it("is declared in the stylesheet with exactly the ranges it was cut to", () => {
    expect(interFace).toContain(`unicode-range: ${unicodeRange()};`);
  });

  it("claims only the weights it keeps", () => {
    expect(interFace).toContain(`font-weight: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`);
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
