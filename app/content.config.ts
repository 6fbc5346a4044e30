/**
 * The content collections. Articles, authors, categories and careers are Astro's glob() loader with their
 * zod schema (content/schemas/): the content layer parses and renders each file once, keeps it in
 * its data store between builds, and a mistake fails the build with one line naming the file and
 * the field (lib/content/loader.ts). The other collections are still read by their readers in
 * lib/collections/, which check the same way. `astro dev` re-reads a folder when a file in it is saved.
 */
import { defineCollection } from "astro:content";
import { articleSchema } from "~/content/schemas/articles";
import { authorSchema } from "~/content/schemas/authors";
import { roleSchema } from "~/content/schemas/careers";
import { categorySchema } from "~/content/schemas/categories";
import { COURSES_DIR, readCourseGuide, readCourseTopics, readMotivation } from "~/lib/collections/courses.server";
import { GUIDES_DIR, readGuides } from "~/lib/collections/guides.server";
import { LEGAL_DIR, readLegalDocuments } from "~/lib/collections/legal.server";
import { readServices, SERVICES_DIR } from "~/lib/collections/services.server";
import { PAGES_DIR, readPages } from "~/lib/collections/pages.server";
import { checkedGlob, folderLoader } from "~/lib/content/loader";

export const collections = {
  // Markdown, rendered by the pipeline in astro.config.ts (`markdown`).
  articles: defineCollection({ loader: checkedGlob({ pattern: "*.md", base: "./app/content/articles" }, articleSchema), schema: articleSchema }),
  authors: defineCollection({ loader: checkedGlob({ pattern: "*.{yaml,yml,json}", base: "./app/content/authors" }, authorSchema), schema: authorSchema }),
  categories: defineCollection({ loader: checkedGlob({ pattern: "*.{yaml,yml,json}", base: "./app/content/categories" }, categorySchema), schema: categorySchema }),
  // The /ai/* and /tech/* guides; an entry's id is "ai/tools", "tech/cloud"…
  guides: defineCollection({ loader: folderLoader("guides", GUIDES_DIR, () => readGuides().map((guide) => ({ id: `${guide.section}/${guide.slug}`, data: { ...guide } }))) }),
  // The six /webdev/* course topics, by slug; what the course pages share ("guide") and the /motivation page's copy ("motivation").
  courses: defineCollection({ loader: folderLoader("courses", COURSES_DIR, () => readCourseTopics().map((topic) => ({ id: topic.slug, data: { ...topic } }))) }),
  coursePages: defineCollection({
    loader: folderLoader("coursePages", COURSES_DIR, () => [
      { id: "guide", data: { ...readCourseGuide() } },
      { id: "motivation", data: { ...readMotivation() } },
    ]),
  }),
  // One entry per service; the /services page's copy is the "services" entry of pages.
  services: defineCollection({ loader: folderLoader("services", SERVICES_DIR, () => readServices().map((s) => ({ id: s.id, data: { ...s.data } }))) }),
  // One entry per open role; the page's copy is the "careers" entry of pages.
  careers: defineCollection({ loader: checkedGlob({ pattern: "*.{yaml,yml,json}", base: "./app/content/careers" }, roleSchema), schema: roleSchema }),
  legal: defineCollection({ loader: folderLoader("legal", LEGAL_DIR, () => readLegalDocuments().map(({ id, ...data }) => ({ id, data: { ...data } }))) }),
  // The copy of the fixed pages: one file per page, e.g. getEntry("pages", "about").
  pages: defineCollection({ loader: folderLoader("pages", PAGES_DIR, () => readPages().map(({ id, data }) => ({ id, data: { ...data } }))) }),
};
