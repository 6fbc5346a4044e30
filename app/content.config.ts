/**
 * The content collections, each Astro's glob() loader with its zod schema (content/schemas/): the
 * content layer parses and (Markdown) renders each file once, keeps it in its data store between
 * builds, and a mistake fails the build with one line naming the file and the field
 * (data/loader.ts). The checks across entries and collections are made where the entries are
 * first used (data/articles.ts, data/collections.ts). `astro dev` re-reads a file when it is saved.
 */
import { defineCollection } from "astro:content";
import type * as z from "zod";
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
import type { EntrySchema } from "~/lib/content/check-entry";
import { coursePageSchemaById } from "~/lib/courses";
import { pageSchemaById } from "~/lib/pages";

const DATA = "*.{yaml,yml,json}";

/** The files of app/content/<folder> that match `pattern`, each checked with `schema` as it is loaded. */
const files = (folder: string, schema: EntrySchema, pattern = DATA) =>
  checkedGlob({ pattern, base: `./app/content/${folder}` }, schema);

/** A collection of such files whose entries are typed by their one schema. */
const checked = <S extends z.ZodType>(folder: string, schema: S, pattern = DATA) =>
  defineCollection({ loader: files(folder, schema, pattern), schema });

export const collections = {
  // Markdown, rendered by the pipeline in astro.config.ts (`markdown`).
  articles: checked("articles", articleSchema, "*.md"),
  authors: checked("authors", authorSchema),
  categories: checked("categories", categorySchema),
  // One description per tag an article may name (its file name is the tag).
  tags: checked("tags", tagSchema),
  // Series of articles (its file name is the id an article names in `series:`), each with a page /blog/series/<id>.
  series: checked("series", seriesSchema),
  // The /ai/* and /tech/* guides (Markdown); an entry's id is "ai/tools", "tech/cloud"…
  guides: checked("guides", guideSchema, "{ai,tech}/*.md"),
  // The six /webdev/* course topics, by slug.
  courses: checked("courses/topics", courseTopicSchema),
  // What the course pages share ("course-guide") and the /motivation page's copy ("motivation"), each with its schema.
  coursePages: defineCollection({ loader: files("courses", coursePageSchemaById) }),
  // One entry per service; the /services page's copy is the "services" entry of pages.
  services: checked("services", serviceSchema),
  // One entry per open role; the page's copy is the "careers" entry of pages.
  careers: checked("careers", roleSchema),
  // The Terms of Use and the Privacy Policy (Markdown, `{brand}` and `{email}` filled in the body too).
  legal: checked("legal", legalSchema, "*.md"),
  // The site's settings (contact details, tagline): one file, read by lib/content/settings.ts and checked here.
  settings: checked("", siteSettingsSchema, "settings.json"),
  // The copy of the fixed pages, one file per page, each checked with its page's schema: getPage("about").
  pages: defineCollection({ loader: files("pages", pageSchemaById) }),
};
