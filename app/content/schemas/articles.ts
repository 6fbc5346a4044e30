/**
 * An article's frontmatter: app/content/articles/<slug>.md, the slug being the file name. Only title,
 * date, category and excerpt are required; the rest has defaults. Category and author name entries of
 * their collections; that they exist is checked once all three collections are loaded
 * (lib/blog-entries.ts), with the same kind of message. An article in a series names the series
 * (app/content/series/<id>.yaml) and its part; that the series exists and its parts run 1, 2, 3…
 * without a gap or a repeat is checked there too (lib/series.ts).
 */
import * as z from "zod";
import { hinted } from "./editor.ts";
import { isoDate, picture, slug, text } from "./shared.ts";

export const articleSchema = z
  .strictObject({
    title: text(),
    date: isoDate(),
    category: hinted(slug(), { entryOf: "categories" }),
    excerpt: text(),
    /** Omitted: the article is by the publication itself. */
    author: hinted(slug(), { entryOf: "authors", help: "Leave empty for an article by the publication itself." }).optional(),
    /** When the article last changed in substance. */
    updated: hinted(isoDate(), { help: "Only when the article was revised after publication." }).optional(),
    tags: z.array(hinted(slug(), { entryOf: "tags" })).default([]),
    /** A draft shows in `npm run dev` only: never in the build, the sitemap, the feed or search. */
    draft: hinted(z.boolean(), { help: "A draft shows in the preview (npm run dev) only: never in the published site." }).default(false),
    /** The cover: on the article's page, its card, its social card and in the feeds. */
    image: picture("blog", "The cover: on the page, the article's card, its social card and the feeds. 16:9 looks best.").optional(),
    /** Where the article was first published, when that is elsewhere. */
    canonical: hinted(z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }), {
      label: "Canonical URL",
      help: "Only when the article first appeared elsewhere.",
    }).optional(),
    /** The series the article is a part of: a file name in app/content/series/. */
    series: hinted(slug(), { entryOf: "series", help: "Only for a part of a series; give its part below." }).optional(),
    /** Its place in the series: 1 for the first part. */
    part: hinted(z.int("must be a whole number, e.g. 1 for the first part").min(1, "must be 1 or more: the first part is 1"), {
      help: "Its place in the series: 1 for the first part. Number the parts 1, 2, 3… without a gap.",
    }).optional(),
  })
  .superRefine((data, ctx) => {
    if (data.series && data.part === undefined) ctx.addIssue({ code: "custom", path: ["part"], message: "is missing: an article in a series says which part it is, e.g. part: 1", input: undefined });
    if (data.part !== undefined && !data.series) ctx.addIssue({ code: "custom", path: ["series"], message: "is missing: part numbers an article within a series, so name the series too", input: undefined });
    if (data.updated && data.updated < data.date) ctx.addIssue({ code: "custom", path: ["updated"], message: "must not be before date", input: data.updated });
  });
export type ArticleData = z.infer<typeof articleSchema>;
