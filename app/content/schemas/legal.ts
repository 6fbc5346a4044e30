/**
 * The legal collection: the Terms of Use (/terms) and the Privacy Policy (/privacy), one Markdown
 * file each in app/content/legal/. Each `## Heading` in the body is a section: its id comes from the
 * heading and the page's table of contents lists them.
 */
import * as z from "zod";
import { metaDescription, text } from "./fields.ts";
import { isoDate } from "./shared.ts";

export const legalSchema = z.strictObject({
  /** The page's heading and, with the brand, its <title>. */
  title: text,
  description: metaDescription,
  /** The sentence under the heading. */
  lead: text,
  /** When the text last changed, as YYYY-MM-DD; the page shows it as "20 November 2026". */
  updated: isoDate("must be a date written YYYY-MM-DD, e.g. 2026-11-20"),
});

export type LegalData = z.infer<typeof legalSchema>;

/** A legal document as its page receives it: the fields above, the date as read, the rendered body. */
export interface LegalDocument extends LegalData {
  /** The file name: the page is /<id>. */
  id: string;
  /** The date as readers see it, e.g. "20 November 2026". */
  updatedText: string;
  html: string;
  /** The `##` sections, for the table of contents. */
  toc: { id: string; title: string }[];
}
