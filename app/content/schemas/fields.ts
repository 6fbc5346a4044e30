/** Field types the collections share, each with an error message in a writer's words. */
import * as z from "zod";

/** Text that is not empty (surrounding spaces are dropped). */
export const text = z.string().trim().min(1);

/** A list of `min` to `max` items, its error saying how many it needs. */
export function list<T extends z.ZodType>(item: T, min = 1, max = Infinity) {
  const error = max !== Infinity ? `must list ${min} to ${max} items` : min === 1 ? "must not be an empty list" : `must list at least ${min} items`;
  const items = z.array(item).min(min, error);
  return max === Infinity ? items : items.max(max, error);
}

/** A meta description: search engines show about 160 characters. */
export const metaDescription = text.refine((s) => s.length >= 50 && s.length <= 160, { error: "must be 50 to 160 characters long" });
