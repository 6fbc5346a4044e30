/** Field rules more than one collection uses. */
import * as z from "zod";
import { hinted } from "./editor.ts";

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slug = () => z.string().regex(slugPattern, "must be lowercase words joined by hyphens, e.g. web-development");

/**
 * A calendar date written YYYY-MM-DD. YAML reads an unquoted date as a date, so both forms are
 * accepted and kept as the written text.
 */
export const isoDate = (message = "must be a real date written YYYY-MM-DD") =>
  z.preprocess((value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value), z.iso.date(message));

/** Text that must say something. */
export const text = () => z.string().trim().min(1);

/** A picture served from public/images/ (svg, png, webp, avif or jpg), written from the site's root. */
export const imagePath = (example = "/images/blog/x.svg") =>
  z
    .string()
    .regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|webp|avif|jpg)$/, `must be a path under /images/, e.g. ${example}`);

/**
 * A picture an editor uploads (an article's cover, a guide's picture, an author's photo): where it is
 * served from and what it shows, for readers who cannot see it. The editor stores the file in
 * public/images/<folder>/ (integration/editor/fields.tsx).
 */
export const picture = (folder: string, help: string) =>
  hinted(
    z.strictObject({
      src: imagePath(`/images/${folder}/x.jpg`),
      alt: z.string().trim().min(1, "is missing: describe what the picture shows, for readers who cannot see it"),
    }),
    { picture: { folder }, help },
  );
