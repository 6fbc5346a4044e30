/**
 * The guides, courses, services, legal pages and fixed pages' copy from Astro's content layer
 * (content.config.ts), made into what the pages use by the pure functions in lib/ that also make
 * the checks one file alone cannot make: each file was parsed, checked and (Markdown) rendered once
 * when the collections were loaded; this reads the stored entries, never the files.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { getCollection, getEntry, type CollectionKey } from "astro:content";
import { blogRoutes } from "../lib/articles.ts";
import { clientCodeDigest, digestOf } from "./cache-key.ts";
import { checkCourseGuide, checkMotivation, toCourseTopics } from "../lib/courses.ts";
import type { StoredEntry } from "../lib/content/stored.ts";
import { toGuides } from "../lib/guides.ts";
import { toLegalDocument } from "../lib/legal.ts";
import type { CourseLink } from "../lib/markdown-twins.ts";
import { checkPages } from "../lib/pages.ts";
import { fixedPagePaths, pagePaths, type ContentRoutes } from "../lib/routes.ts";
import { toServices, type ServiceEntry } from "../lib/services.ts";
import { getArticles, getAuthors, getCategories } from "./articles.ts";
import type { CourseGuide, CourseTopic, CourseTopicData, Motivation } from "../content/schemas/courses.ts";
import type { Guide, GuideFrontmatter, GuideSection } from "../content/schemas/guides.ts";
import type { LegalData, LegalDocument } from "../content/schemas/legal.ts";
import type { PageData, PageId } from "../content/schemas/pages.ts";
import type { Service } from "../content/schemas/services.ts";

const publicFile = (file: string) => existsSync(path.join(process.cwd(), "public", file));

/** A collection's entries as the pure functions read them (the stored data is what its schema made). */
async function entries<T>(
  collection: "guides" | "courses" | "coursePages" | "services" | "legal" | "pages",
): Promise<StoredEntry<T>[]> {
  return (await getCollection(collection)) as unknown as StoredEntry<T>[];
}

/**
 * Every collection but the articles, by name: what any page may read besides its own props (menus,
 * page copy, authors, categories). `satisfies` fails the typecheck when a collection is added and
 * not named here.
 */
const SHARED_COLLECTIONS = {
  authors: true,
  categories: true,
  tags: true,
  series: true,
  guides: true,
  courses: true,
  coursePages: true,
  services: true,
  careers: true,
  legal: true,
  pages: true,
  settings: true,
} as const satisfies Record<Exclude<CollectionKey, "articles">, true>;

/**
 * One digest of the shared collections, stored entries as the content layer keeps them: part of
 * every page's cache key (data/cache-key.ts), so a change to a menu, an author or a page's copy
 * renders every keyed page again, and a change to one article only the pages that show it.
 */
export async function getSharedContentDigest(): Promise<string> {
  const names = Object.keys(SHARED_COLLECTIONS) as (keyof typeof SHARED_COLLECTIONS)[];
  const stored = await Promise.all(
    names.map(async (name) => (await getCollection(name)).map(({ id, data, rendered }) => [id, data, rendered?.html])),
  );
  return digestOf(names, stored, clientCodeDigest());
}

/** The fixed pages, from file routing: the .astro files of app/pages/ (Vite lists them, nothing is imported). */
const FIXED_PAGES = fixedPagePaths(
  Object.keys(import.meta.glob("../pages/**/*.astro")).map((file) => file.slice("../pages/".length)),
);

/** Every page, for the content checks' "is this a page" (a guide's Further reading, /motivation's links). */
export async function getContentRoutes(): Promise<ContentRoutes> {
  const [articles, authors, categories, guides, courses, services] = await Promise.all([
    getArticles(),
    getAuthors(),
    getCategories(),
    getCollection("guides"),
    getCollection("courses"),
    getCollection("services"),
  ]);
  const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);
  return {
    ...blogRoutes(articles, authors, categories),
    fixed: FIXED_PAGES,
    guides: ids(guides),
    courses: ids(courses),
    services: ids(services),
  };
}

/** Whether a path is a page of this site, by the route table. */
async function getIsPage(): Promise<(path: string) => boolean> {
  const pages = new Set(pagePaths(await getContentRoutes()));
  return (href) => pages.has(href);
}

/** The guides of both sections (or of `section`), each section in menu order. */
export async function getGuides(section?: GuideSection): Promise<Guide[]> {
  const guides = toGuides(await entries<GuideFrontmatter>("guides"), await getIsPage(), publicFile);
  return section ? guides.filter((guide) => guide.section === section) : guides;
}

/** The course topics in menu order. */
export async function getCourseTopics(): Promise<CourseTopic[]> {
  return toCourseTopics(await entries<CourseTopicData>("courses"), publicFile);
}

/** Each course topic's page (/webdev/<topic> and its twin): the topic and the others, as its end offers them. */
export async function getCourseTopicPaths() {
  const topics = await getCourseTopics();
  return topics.map((topic) => ({
    params: { topic: topic.slug },
    props: {
      topic,
      others: topics
        .filter((t) => t.slug !== topic.slug)
        .map((t): CourseLink => ({ href: t.path, title: t.title, desc: t.summary })),
    },
  }));
}

export type CourseTopicProps = Awaited<ReturnType<typeof getCourseTopicPaths>>[number]["props"];

/** What every course page shares. */
export async function getCourseGuide(): Promise<CourseGuide> {
  return checkCourseGuide(await coursePage<CourseGuide>("course-guide"));
}

/** The /motivation page's copy around the topic cards. */
export async function getMotivation(): Promise<Motivation> {
  return checkMotivation(await coursePage<Motivation>("motivation"), await getIsPage());
}

async function coursePage<T>(id: "course-guide" | "motivation"): Promise<StoredEntry<T>> {
  const entry = await getEntry("coursePages", id);
  if (!entry) throw new Error(`app/content/courses/${id}.yaml: "file" is missing`);
  return entry as unknown as StoredEntry<T>;
}

/** Every service, in order. */
export async function getServices(): Promise<ServiceEntry[]> {
  return toServices(await entries<Service>("services"));
}

/** The Terms of Use or the Privacy Policy. */
export async function getLegalDocument(id: "terms" | "privacy"): Promise<LegalDocument> {
  const entry = await getEntry("legal", id);
  if (!entry) throw new Error(`app/content/legal/${id}.md: "file" is missing`);
  return toLegalDocument(entry as unknown as StoredEntry<LegalData>);
}

/** `await getPage("about")`: the About page's title, description, hero and sections. */
export async function getPage<K extends PageId>(id: K): Promise<PageData<K>> {
  const aiGuides = (await getCollection("guides")).flatMap((entry) =>
    entry.id.startsWith("ai/") ? [entry.id.slice(3)] : [],
  );
  const pages = checkPages(await entries<unknown>("pages"), aiGuides);
  return pages.find((page) => page.id === id)!.data as PageData<K>;
}
