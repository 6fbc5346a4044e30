/**
 * A topic guide (/ai/{slug} and /tech/{slug}): one Markdown file in app/content/guides/ai/ or
 * app/content/guides/tech/. The frontmatter holds the title, the menu line, the meta description,
 * the intro and the lists; the body is the Introduction section's prose.
 */
import * as z from "zod";
import { picture } from "./shared.ts";

const text = z.string().trim().min(1);

/** A term and its definition, shown under "Key concepts". */
export const guideConceptSchema = z.strictObject({ term: text, definition: text });

/** A practice or a mistake: a short title and a sentence or two. */
export const guideItemSchema = z.strictObject({ title: text, text });

/** A page of this site to read next: another guide, a course, an article or a service. */
export const guideLinkSchema = z.strictObject({ href: text, title: text, text });

export const guideSchema = z.strictObject({
  title: text,
  /** The one line under the title in the header menu. */
  summary: text,
  /** The meta description search engines show. */
  description: text,
  /** The lead under the page title. */
  intro: text,
  /** Place in the menu and on the landing page; lower comes first, then by file name. */
  order: z.number().int().default(100),
  /** A picture beside the title, on the social card and the Markdown twin. */
  image: picture("guides", "Beside the guide's title and on its social card. 16:9 looks best.").optional(),
  concepts: z.array(guideConceptSchema).min(1),
  practices: z.array(guideItemSchema).min(1),
  mistakes: z.array(guideItemSchema).min(1),
  furtherReading: z.array(guideLinkSchema).default([]),
});

export type GuideFrontmatter = z.infer<typeof guideSchema>;
export type GuideConcept = z.infer<typeof guideConceptSchema>;
export type GuideItem = z.infer<typeof guideItemSchema>;
export type GuideLink = z.infer<typeof guideLinkSchema>;

export const GUIDE_SECTIONS = ["ai", "tech"] as const;
export type GuideSection = (typeof GUIDE_SECTIONS)[number];

/** A guide as the pages and menus receive it: its frontmatter, where it lives and its rendered body. */
export interface Guide extends GuideFrontmatter {
  section: GuideSection;
  slug: string;
  /** The page's path, e.g. /ai/tools. */
  path: string;
  /** The Introduction section, rendered from the Markdown body. */
  html: string;
  /** Words a reader meets: intro, body and every list (for the reading time). */
  words: number;
}
