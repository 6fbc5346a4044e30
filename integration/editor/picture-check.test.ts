/** A picture is refused with a message unless it is a PNG, JPEG or SVG of at most 1 MB (issue 45, item 3). */
import { describe, expect, it } from "vitest";
import { checkPicture, MAX_PICTURE_BYTES } from "./picture-check.ts";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)));

describe("a picture chosen in the editor", () => {
  it.each([
    ["photo.png", bytes(PNG, [0, 0, 0, 13]), "png"],
    ["photo.jpeg", bytes([0xff, 0xd8, 0xff, 0xe0]), "jpg"],
    [
      "drawing.svg",
      bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'),
      "svg",
    ],
    ["named-wrongly.txt", bytes(PNG), "png"],
  ])("%s is taken by what it holds, as %s", (name, content, extension) => {
    expect(checkPicture(content, name)).toEqual({ ok: true, extension });
  });

  it("a file that is no picture is refused, whatever its name", () => {
    expect(checkPicture(bytes("Dear editor, this is a letter."), "cover.png")).toEqual({
      ok: false,
      message: "cover.png is not a picture: choose a PNG, JPEG or SVG file.",
    });
    expect(checkPicture(bytes("RIFF\0\0\0\0WEBPVP8 "), "cover.webp")).toMatchObject({ ok: false });
  });

  it("a picture over 1 MB is refused, saying how large it is", () => {
    const large = new Uint8Array(MAX_PICTURE_BYTES + 1);
    large.set(PNG);
    expect(checkPicture(large, "huge.png")).toEqual({
      ok: false,
      message:
        "huge.png is 1.0 MB: a picture may be at most 1.0 MB. Save it smaller (about 1600 pixels wide, as a JPEG) and choose it again.",
    });
    expect(checkPicture(large.subarray(0, MAX_PICTURE_BYTES), "just.png")).toMatchObject({ ok: true });
  });

  it("an SVG that runs a script is refused", () => {
    const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect(checkPicture(svg, "x.svg")).toEqual({
      ok: false,
      message: "x.svg holds a script: an SVG picture may only draw.",
    });
  });
});
