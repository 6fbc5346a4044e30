/**
 * A series of articles: app/content/series/<id>.yaml, the file name being the id an article names
 * in `series:` (with its `part:`). The series page /blog/series/<id> lists its parts in order.
 */
import * as z from "zod";
import { metaDescription } from "./fields.ts";
import { text } from "./shared.ts";

export const seriesSchema = z.strictObject({
  /** As readers see it beside "Part 2 of 3" and as the series page's heading. */
  title: text(),
  /** What the series covers: the series page's lead and its description for search engines. */
  description: metaDescription,
});
export type SeriesData = z.infer<typeof seriesSchema>;
