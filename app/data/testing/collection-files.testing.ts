/**
 * For tests: the guides, courses, services, legal pages and pages' folders read the way Astro's
 * content layer stores them (each file checked with its collection's schema, Markdown rendered by
 * the same pipeline astro.config.ts gives Astro), so the site's own pure functions (lib/guides.ts,
 * courses.ts, services.ts, legal.ts, pages.ts) can be tested on the real content and on fixtures,
 * and the end-to-end tests know what the pages should show. The build never runs this: there the
 * content layer reads each file once.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import {
  courseTopicSchema,
  type CourseGuide,
  type CourseTopicData,
  type Motivation,
} from "../../content/schemas/courses.ts";
import { coursePageSchemaById } from "../../lib/courses.ts";
import { GUIDE_SECTIONS, guideSchema, type GuideFrontmatter } from "../../content/schemas/guides.ts";
import { legalSchema, type LegalData } from "../../content/schemas/legal.ts";
import { serviceSchema, type Service } from "../../content/schemas/services.ts";
import { pageSchemaById } from "../../lib/pages.ts";
import { fixedPagePaths, type BlogRoutes, type ContentRoutes } from "../../lib/routes.ts";
import { renderArticleBody } from "./blog-files.testing.ts";
import type { EntrySchema } from "../../lib/content/check-entry.ts";
import { CONTENT_DIR, entryIds, readDataEntries, readDataFile, readMarkdownEntries } from "./files.testing.ts";
import type { StoredEntry } from "../../lib/content/stored.ts";

export const GUIDES_DIR = path.join(CONTENT_DIR, "guides");
export const COURSES_DIR = path.join(CONTENT_DIR, "courses");
export const SERVICES_DIR = path.join(CONTENT_DIR, "services");
export const LEGAL_DIR = path.join(CONTENT_DIR, "legal");
export const PAGES_DIR = path.join(CONTENT_DIR, "pages");

/** A folder's YAML/JSON entries as stored entries. */
export function dataEntries<T>(dir: string, schema: EntrySchema): StoredEntry<T>[] {
  return readDataEntries<T>(dir, schema).map(({ id, file, data }) => ({ id, filePath: file, data }));
}

/** One file as the stored entry of a collection whose files each have their own schema. */
export function dataFileEntry<T>(file: string, schema: EntrySchema): StoredEntry<T> {
  return {
    id: path.basename(file, path.extname(file)),
    filePath: path.relative(process.cwd(), file),
    data: readDataFile<T>(file, schema),
  };
}

/** A folder's Markdown entries as stored entries, each body rendered (`prefix` goes before the ids, e.g. "ai/"). */
async function markdownEntries<T>(dir: string, schema: EntrySchema, prefix = ""): Promise<StoredEntry<T>[]> {
  return Promise.all(
    readMarkdownEntries<T>(dir, schema).map(async ({ id, file, data, body }) => ({
      id: `${prefix}${id}`,
      filePath: file,
      data,
      rendered: await renderArticleBody(body),
    })),
  );
}

/** The guides of both sections (ids "ai/tools"), rendered. */
export async function guideEntries(root = GUIDES_DIR): Promise<StoredEntry<GuideFrontmatter>[]> {
  return (
    await Promise.all(
      GUIDE_SECTIONS.map((section) =>
        markdownEntries<GuideFrontmatter>(path.join(root, section), guideSchema, `${section}/`),
      ),
    )
  ).flat();
}

/** The guides' frontmatter only (ids "ai/tools"), nothing rendered: what the end-to-end tests check pages against. */
export function guideData(root = GUIDES_DIR): StoredEntry<GuideFrontmatter>[] {
  return GUIDE_SECTIONS.flatMap((section) =>
    readMarkdownEntries<GuideFrontmatter>(path.join(root, section), guideSchema).map(({ id, file, data }) => ({
      id: `${section}/${id}`,
      filePath: file,
      data,
    })),
  );
}

export const courseTopicEntries = (root = COURSES_DIR) =>
  dataEntries<CourseTopicData>(path.join(root, "topics"), courseTopicSchema);
export const courseGuideEntry = (root = COURSES_DIR) =>
  dataFileEntry<CourseGuide>(path.join(root, "course-guide.yaml"), coursePageSchemaById);
export const motivationEntry = (root = COURSES_DIR) =>
  dataFileEntry<Motivation>(path.join(root, "motivation.yaml"), coursePageSchemaById);
export const serviceEntries = (dir = SERVICES_DIR) => dataEntries<Service>(dir, serviceSchema);
export const legalEntries = (dir = LEGAL_DIR) => markdownEntries<LegalData>(dir, legalSchema);
export const pageEntries = (dir = PAGES_DIR) => dataEntries<unknown>(dir, pageSchemaById);

/** The blog's routes by file names only (drafts included, no tag or author pages; of the lists, /blog; every series in app/content/series/). */
function articlesByFileName(): BlogRoutes {
  const dir = path.join(CONTENT_DIR, "articles");
  return {
    articles: readdirSync(dir)
      .filter((f) => f.endsWith(".md"))
      .map((f) => f.slice(0, -3)),
    tags: [],
    authors: [],
    series: entryIds(path.join(CONTENT_DIR, "series")),
    listPages: ["/blog"],
  };
}

/** Every page, by file names: the fixed pages of app/pages/, `blog` (default: the articles' file names) and the guides, course topics and services. */
export function routesFromFiles(blog: BlogRoutes = articlesByFileName()): ContentRoutes {
  return {
    ...blog,
    fixed: fixedPagePaths(
      readdirSync(path.resolve("app/pages"), { recursive: true, encoding: "utf8" }).map((file) =>
        file.split(path.sep).join("/"),
      ),
    ),
    guides: GUIDE_SECTIONS.flatMap((section) =>
      entryIds(path.join(GUIDES_DIR, section), [".md"]).map((slug) => `${section}/${slug}`),
    ),
    courses: entryIds(path.join(COURSES_DIR, "topics")),
    services: entryIds(SERVICES_DIR),
  };
}
