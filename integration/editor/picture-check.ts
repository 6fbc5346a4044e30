/**
 * What the editor accepts as a picture (an article's cover, a guide's picture, an author's photo):
 * a PNG, JPEG or SVG file of at most MAX_PICTURE_BYTES, known by its first bytes rather than its
 * name: the formats the page, the feeds and the social card (drawn by resvg) all show. Anything else is refused with a message and nothing is written (ADR 0048). Pure: the
 * picture field (inputs.tsx) calls it in the browser, and its unit test calls it directly.
 */

/** Pages stay light: a cover is shown at most 832 px wide, so 1 MB is generous for a good JPEG. */
export const MAX_PICTURE_BYTES = 1024 * 1024;

export type PictureExtension = "png" | "jpg" | "svg";

export type PictureCheck = { ok: true; extension: PictureExtension } | { ok: false; message: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

/** The kind of picture `bytes` hold, by their signature; undefined for anything else. */
function kindOf(bytes: Uint8Array): PictureExtension | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  const head = new TextDecoder().decode(bytes.subarray(0, 2048)).replace(/^\uFEFF/, "");
  // An SVG is XML whose root element is <svg>, after an optional declaration, comments and a doctype.
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[^]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head)) return "svg";
  return undefined;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Whether `bytes` (a file named `name`) may be a picture of the site, and as what. */
export function checkPicture(bytes: Uint8Array, name: string): PictureCheck {
  const kind = kindOf(bytes);
  if (!kind) return { ok: false, message: `${name} is not a picture: choose a PNG, JPEG or SVG file.` };
  if (bytes.byteLength > MAX_PICTURE_BYTES)
    return {
      ok: false,
      message: `${name} is ${megabytes(bytes.byteLength)}: a picture may be at most ${megabytes(MAX_PICTURE_BYTES)}. Save it smaller (about 1600 pixels wide, as a JPEG) and choose it again.`,
    };
  // An SVG is a document: one that runs scripts would run them on the site's own address.
  if (kind === "svg" && /<script|\son[a-z]+\s*=|javascript:/i.test(new TextDecoder().decode(bytes)))
    return { ok: false, message: `${name} holds a script: an SVG picture may only draw.` };
  return { ok: true, extension: kind };
}
