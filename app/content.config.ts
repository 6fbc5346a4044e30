/**
 * The content collections. Each reads its folder under app/content/ with the reader in
 * lib/collections/, which checks every entry against its schema (content/schemas/), so a mistake
 * fails the build with one line naming the file and the field. `astro dev` re-reads a folder when a
 * file in it is saved.
 */
import { defineCollection } from "astro:content";
import { ARTICLES_DIR, readArticles } from "~/lib/collections/articles.server";
import { AUTHORS_DIR, readAllAuthors } from "~/lib/collections/authors.server";
import { CAREERS_DIR, readRoles } from "~/lib/collections/careers.server";
import { CATEGORIES_DIR, readCategories } from "~/lib/collections/categories.server";
import { COURSES_DIR, readCourseGuide, readCourseTopics, readMotivation } from "~/lib/collections/courses.server";
import { GUIDES_DIR, readGuides } from "~/lib/collections/guides.server";
import { LEGAL_DIR, readLegalDocuments } from "~/lib/collections/legal.server";
import { readServices, SERVICES_DIR } from "~/lib/collections/services.server";
import { PAGES_DIR, readPages } from "~/lib/collections/pages.server";
import { folderLoader } from "~/lib/content/loader";

const entries = <T extends { id?: string; slug?: string }>(items: readonly T[]) =>
  items.map((item) => ({ id: item.id ?? item.slug!, data: { ...item } as Record<string, unknown> }));

export const collections = {
  // An article also changes when a category or author it names does.
  articles: defineCollection({ loader: folderLoader("articles", [ARTICLES_DIR, CATEGORIES_DIR, AUTHORS_DIR], () => entries(readArticles())) }),
  authors: defineCollection({ loader: folderLoader("authors", AUTHORS_DIR, () => entries(readAllAuthors())) }),
  categories: defineCollection({ loader: folderLoader("categories", CATEGORIES_DIR, () => entries(readCategories())) }),
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
  careers: defineCollection({ loader: folderLoader("careers", CAREERS_DIR, () => readRoles().map(({ id, ...data }) => ({ id, data }))) }),
  legal: defineCollection({ loader: folderLoader("legal", LEGAL_DIR, () => readLegalDocuments().map(({ id, ...data }) => ({ id, data: { ...data } }))) }),
  // The copy of the fixed pages: one file per page, e.g. getEntry("pages", "about").
  pages: defineCollection({ loader: folderLoader("pages", PAGES_DIR, () => readPages().map(({ id, data }) => ({ id, data: { ...data } }))) }),
};
