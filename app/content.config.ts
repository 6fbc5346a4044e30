/**
 * The content collections, each Astro's glob() loader with its zod schema (content/schemas/): the
 * content layer parses and (Markdown) renders each file once, keeps it in its data store between
 * builds, and a mistake fails the build with one line naming the file and the field
 * (data/loader.ts). The checks across entries and collections are made where the entries are
 * first used (data/articles.ts, data/collections.ts). `astro dev` re-reads a file when it is saved.
 */
import { defineCollection } from "astro:content";
import { articleSchema } from "~/content/schemas/articles";
import { authorSchema } from "~/content/schemas/authors";
import { roleSchema } from "~/content/schemas/careers";
import { categorySchema } from "~/content/schemas/categories";
import { courseTopicSchema } from "~/content/schemas/courses";
import { guideSchema } from "~/content/schemas/guides";
import { legalSchema } from "~/content/schemas/legal";
import { serviceSchema } from "~/content/schemas/services";
import { siteSettingsSchema } from "~/content/schemas/settings";
import { seriesSchema } from "~/content/schemas/series";
import { tagSchema } from "~/content/schemas/tags";
import { checkedGlob } from "~/data/loader";
import { coursePageSchemaById } from "~/lib/courses";
import { pageSchemaById } from "~/lib/pages";

const DATA = "*.{yaml,yml,json}";

export const collections = {
  // Markdown, rendered by the pipeline in astro.config.ts (`markdown`).
  articles: defineCollection({
    loader: checkedGlob({ pattern: "*.md", base: "./app/content/articles" }, articleSchema),
    schema: articleSchema,
  }),
  authors: defineCollection({
    loader: checkedGlob({ pattern: DATA, base: "./app/content/authors" }, authorSchema),
    schema: authorSchema,
  }),
  categories: defineCollection({
    loader: checkedGlob({ pattern: DATA, base: "./app/content/categories" }, categorySchema),
    schema: categorySchema,
  }),
  // One description per tag an article may name (its file name is the tag).
  tags: defineCollection({
    loader: checkedGlob({ pattern: DATA, base: "./app/content/tags" }, tagSchema),
    schema: tagSchema,
  }),
  // Series of articles (its file name is the id an article names in `series:`), each with a page /blog/series/<id>.
  series: defineCollection({
    loader: checkedGlob({ pattern: DATA, base: "./app/content/series" }, seriesSchema),
    schema: seriesSchema,
  }),
  // The /ai/* and /tech/* guides (Markdown); an entry's id is "ai/tools", "tech/cloud"…
  guides: defineCollection({
    loader: checkedGlob({ pattern: "{ai,tech}/*.md", base: "./app/content/guides" }, guideSchema),
    schema: guideSchema,
  }),
  // The six /webdev/* course topics, by slug.
  courses: defineCollection({
    loader: checkedGlob({ pattern: DATA, base: "./app/content/courses/topics" }, courseTopicSchema),
    schema: courseTopicSchema,
  }),
  // What the course pages share ("course-guide") and the /motivation page's copy ("motivation"), each with its schema.
  coursePages: defineCollection({
    loader: checkedGlob({ pattern: DATA, base: "./app/content/courses" }, coursePageSchemaById),
  }),
  // One entry per service; the /services page's copy is the "services" entry of pages.
  services: defineCollection({
    loader: checkedGlob({ pattern: DATA, base: "./app/content/services" }, serviceSchema),
    schema: serviceSchema,
  }),
  // One entry per open role; the page's copy is the "careers" entry of pages.
  careers: defineCollection({
    loader: checkedGlob({ pattern: DATA, base: "./app/content/careers" }, roleSchema),
    schema: roleSchema,
  }),
  // The Terms of Use and the Privacy Policy (Markdown, `{brand}` and `{email}` filled in the body too).
  legal: defineCollection({
    loader: checkedGlob({ pattern: "*.md", base: "./app/content/legal" }, legalSchema),
    schema: legalSchema,
  }),
  // The site's settings (contact details, tagline): one file, read by lib/content/settings.ts and checked here.
  settings: defineCollection({
    loader: checkedGlob({ pattern: "settings.json", base: "./app/content" }, siteSettingsSchema),
    schema: siteSettingsSchema,
  }),
  // The copy of the fixed pages, one file per page, each checked with its page's schema: getPage("about").
  pages: defineCollection({ loader: checkedGlob({ pattern: DATA, base: "./app/content/pages" }, pageSchemaById) }),
};
