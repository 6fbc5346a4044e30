/** Field rules more than one collection uses. */
import * as z from "zod";

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
