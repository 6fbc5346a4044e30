/**
 * The content collections. Articles are Markdown files in content/articles/: the loader validates
 * each file's frontmatter with the article schema (lib/articles.server.ts) and renders its body, so a
 * mistake fails the build with one line naming the file and the field.
 */
import { defineCollection } from "astro:content";
import { ARTICLES_DIR, loadArticles } from "~/lib/articles.server";
import { folderLoader } from "~/lib/content/loader";
import { GUIDES_DIR, readGuides } from "~/lib/collections/guides.server";
import { COURSES_DIR, readCourseGuide, readCourseTopics, readMotivation } from "~/lib/collections/courses.server";

const articles = defineCollection({
  loader: {
    name: "articles",
    load: async ({ store, watcher, parseData }) => {
      const sync = async () => {
        store.clear();
        for (const article of loadArticles()) {
          const data = await parseData({ id: article.slug, data: { ...article } });
          store.set({ id: article.slug, data });
        }
      };
      await sync();
      // `astro dev` re-reads the articles when one is saved.
      watcher?.add(ARTICLES_DIR);
      watcher?.on("change", (file) => file.startsWith(ARTICLES_DIR) && void sync());
    },
  },
});

/** The /ai/* and /tech/* guides; an entry's id is "ai/tools", "tech/cloud"… */
const guides = defineCollection({
  loader: folderLoader("guides", GUIDES_DIR, () => readGuides().map((guide) => ({ id: `${guide.section}/${guide.slug}`, data: { ...guide } }))),
});

/** The six /webdev/* course topics, by slug. */
const courses = defineCollection({
  loader: folderLoader("courses", COURSES_DIR, () => readCourseTopics().map((topic) => ({ id: topic.slug, data: { ...topic } }))),
});

/** What the course pages share ("guide") and the /motivation landing page's copy ("motivation"). */
const coursePages = defineCollection({
  loader: folderLoader("coursePages", COURSES_DIR, () => [
    { id: "guide", data: { ...readCourseGuide() } },
    { id: "motivation", data: { ...readMotivation() } },
  ]),
});

export const collections = { articles, guides, courses, coursePages };
