/** A blog tag: app/content/tags/<tag>.yaml, whose file name is the tag articles name in `tags:`. */
import * as z from "zod";
import { text } from "./shared.ts";

export const tagSchema = z.strictObject({
  /** How the editor lists the tag (keystatic.config.ts writes it); the tag itself is the file name. */
  name: text().optional(),
  /** One sentence on what the tag covers, shown under its page's heading and as its description. */
  description: text().regex(/^[^\n]+$/, "must be one line"),
});
export type TagData = z.infer<typeof tagSchema>;
