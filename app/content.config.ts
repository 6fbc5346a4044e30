/**
 * The content collections. Articles are Markdown files in content/articles/: the loader validates
 * each file's frontmatter with the article schema (lib/articles.server.ts) and renders its body, so a
 * mistake fails the build with one line naming the file and the field.
 */
import { defineCollection } from "astro:content";
import { ARTICLES_DIR, loadArticles } from "~/lib/articles.server";
import { folderLoader } from "~/lib/content/loader";
import { PAGES_DIR, readServices, readServicesPage, SERVICES_DIR } from "~/lib/collections/services.server";
import { CAREERS_DIR, readCareersPage, readRoles } from "~/lib/collections/careers.server";
import { LEGAL_DIR, readLegalDocuments } from "~/lib/collections/legal.server";

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

// Services: one entry per service; the /services page's copy is the single entry of servicesPage.
const services = defineCollection({ loader: folderLoader("services", SERVICES_DIR, () => readServices().map((s) => ({ id: s.id, data: { ...s.data } }))) });
const servicesPage = defineCollection({ loader: folderLoader("servicesPage", PAGES_DIR, () => [{ id: "services", data: { ...readServicesPage() } }]) });
// Careers: one entry per open role; the page's copy is the single entry of careersPage.
const careers = defineCollection({ loader: folderLoader("careers", CAREERS_DIR, () => readRoles().map(({ id, ...data }) => ({ id, data }))) });
const careersPage = defineCollection({ loader: folderLoader("careersPage", PAGES_DIR, () => [{ id: "careers", data: { ...readCareersPage() } }]) });
const legal = defineCollection({ loader: folderLoader("legal", LEGAL_DIR, () => readLegalDocuments().map(({ id, ...data }) => ({ id, data: { ...data } }))) });

export const collections = { articles, services, servicesPage, careers, careersPage, legal };
