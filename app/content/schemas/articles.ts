/**
 * An article's frontmatter: app/content/articles/<slug>.md, the slug being the file name. Only title,
 * date, category and excerpt are required; the rest has defaults. Category and author name entries of
 * their collections; that they exist is checked once all three collections are loaded
 * (lib/blog-entries.ts), with the same kind of message. An article in a series names the series
 * (app/content/series/<id>.yaml) and its part; that the series exists and its parts run 1, 2, 3…
 * without a gap or a repeat is checked there too (lib/series.ts).
 */
import * as z from "zod";
import { isoDate, slug, text } from "./shared.ts";

export const articleSchema = z
  .strictObject({
    title: text(),
    date: isoDate(),
    category: slug(),
    excerpt: text(),
    /** Omitted: the article is by the publication itself. */
    author: slug().optional(),
    /** When the article last changed in substance. */
    updated: isoDate().optional(),
    tags: z.array(slug()).default([]),
    /** A draft shows in `npm run dev` only: never in the build, the sitemap, the feed or search. */
    draft: z.boolean().default(false),
    image: z
      .string()
      .regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|webp|avif|jpg)$/, "must be a path under /images/, e.g. /images/blog/x.svg")
      .optional(),
    /** Describes the image for readers who cannot see it; required with an image. */
    alt: text().optional(),
    /** Where the article was first published, when that is elsewhere. */
    canonical: z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }).optional(),
    /** The series the article is a part of: a file name in app/content/series/. */
    series: slug().optional(),
    /** Its place in the series: 1 for the first part. */
    part: z.int("must be a whole number, e.g. 1 for the first part").refine((n) => n >= 1, "must be 1 or more: the first part is 1").optional(),
  })
  .superRefine((data, ctx) => {
    if (data.image && !data.alt) ctx.addIssue({ code: "custom", path: ["alt"], message: "is missing: an article with an image must describe it in alt", input: undefined });
    if (data.alt && !data.image) ctx.addIssue({ code: "custom", path: ["image"], message: "is missing: alt describes an image, so name the image too", input: undefined });
    if (data.series && data.part === undefined) ctx.addIssue({ code: "custom", path: ["part"], message: "is missing: an article in a series says which part it is, e.g. part: 1", input: undefined });
    if (data.part !== undefined && !data.series) ctx.addIssue({ code: "custom", path: ["series"], message: "is missing: part numbers an article within a series, so name the series too", input: undefined });
    if (data.updated && data.updated < data.date) ctx.addIssue({ code: "custom", path: ["updated"], message: "must not be before date", input: data.updated });
  });
export type ArticleData = z.infer<typeof articleSchema>;
