/**
 * Everything the editor lists (ADR 0048), by the names docs/product.md#the-editor gives them: each
 * collection of app/content/ with its folder, schema, file name field and the page it makes, and
 * each file of words (a screen's, the interface's, the site's settings) as a singleton. The forms
 * are made from the schemas (fields.tsx); keystatic.config.ts turns this table into Keystatic's
 * config, and the round-trip test reads every content file through it.
 */
import type * as z from "zod";
import { articleSchema } from "../../app/content/schemas/articles.ts";
import { authorSchema } from "../../app/content/schemas/authors.ts";
import { roleSchema } from "../../app/content/schemas/careers.ts";
import { categorySchema } from "../../app/content/schemas/categories.ts";
import { copySchemas, type CopyName } from "../../app/content/schemas/copy.ts";
import { courseGuideSchema, courseTopicSchema, motivationSchema } from "../../app/content/schemas/courses.ts";
import { guideSchema } from "../../app/content/schemas/guides.ts";
import { legalSchema } from "../../app/content/schemas/legal.ts";
import { pageSchemas, type PageId } from "../../app/content/schemas/pages.ts";
import { seriesSchema } from "../../app/content/schemas/series.ts";
import { serviceSchema } from "../../app/content/schemas/services.ts";
import { siteSettingsSchema } from "../../app/content/schemas/settings.ts";
import { slugPattern } from "../../app/content/schemas/shared.ts";
import { tagSchema } from "../../app/content/schemas/tags.ts";

export interface CollectionEntry {
  kind: "collection";
  label: string;
  /** Keystatic's path: the folder and `*` for the file name (`**`: a file name with a folder). */
  path: `${string}/*` | `${string}/**`;
  /** The schema of the file's data (a Markdown file's frontmatter). */
  schema: z.ZodObject;
  /** The key whose text names the entry; the file name is made from it. */
  slugField: string;
  slugLabel: string;
  /** What a file name must be. */
  slugPattern: RegExp;
  /** A Markdown file: its body's label and help. */
  markdown?: { label: string; help: string };
  /** The page the entry makes, `{slug}` its file name. */
  preview: string;
  /** The columns of the list, when more than the name. */
  columns?: string[];
}

export interface SingletonEntry {
  kind: "singleton";
  label: string;
  /** The file without its extension. */
  path: string;
  schema: z.ZodObject;
  /** The page that shows these words, when one page does. */
  preview?: string;
  /** JSON rather than YAML (the site's settings, which Node reads without a YAML parser). */
  json?: boolean;
}

const md = (label: string, help: string) => ({ label, help });

export const collections = {
  articles: {
    kind: "collection",
    label: "Articles",
    path: "app/content/articles/*",
    schema: articleSchema,
    slugField: "title",
    slugLabel: "File name (the address: /blog/<file name>)",
    slugPattern,
    markdown: md(
      "Body",
      "Markdown: ## for a section, **bold**, *italic*, `code`, [a link](/path), lists, tables, ``` for code.",
    ),
    preview: "/blog/{slug}",
    columns: ["title", "date"],
  },
  tags: {
    kind: "collection",
    label: "Tags",
    path: "app/content/tags/*",
    schema: tagSchema,
    slugField: "name",
    slugLabel: "File name (the tag, as articles name it)",
    slugPattern,
    preview: "/blog/tags/{slug}",
  },
  authors: {
    kind: "collection",
    label: "Authors",
    path: "app/content/authors/*",
    schema: authorSchema,
    slugField: "name",
    slugLabel: "File name (the id articles name: /blog/authors/<file name>)",
    slugPattern,
    preview: "/blog/authors/{slug}",
  },
  categories: {
    kind: "collection",
    label: "Categories",
    path: "app/content/categories/*",
    schema: categorySchema,
    slugField: "name",
    slugLabel: "File name (the id articles name: /blog/category/<file name>)",
    slugPattern,
    preview: "/blog/category/{slug}",
  },
  series: {
    kind: "collection",
    label: "Series",
    path: "app/content/series/*",
    schema: seriesSchema,
    slugField: "title",
    slugLabel: "File name (the id articles name: /blog/series/<file name>)",
    slugPattern,
    preview: "/blog/series/{slug}",
  },
  guides: {
    kind: "collection",
    label: "Guides",
    path: "app/content/guides/**",
    schema: guideSchema,
    slugField: "title",
    slugLabel: "File name: ai/<name> for /ai/<name>, tech/<name> for /tech/<name>",
    slugPattern: /^(ai|tech)\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
    markdown: md("Introduction", "The guide's first section, in Markdown; the lists above make the others."),
    preview: "/{slug}",
  },
  courseTopics: {
    kind: "collection",
    label: "Course topics",
    path: "app/content/courses/topics/*",
    schema: courseTopicSchema,
    slugField: "title",
    slugLabel: "File name (the address: /webdev/<file name>)",
    slugPattern,
    preview: "/webdev/{slug}",
  },
  services: {
    kind: "collection",
    label: "Services",
    path: "app/content/services/*",
    schema: serviceSchema,
    slugField: "title",
    slugLabel: "File name (the address: /services/<file name>)",
    slugPattern,
    preview: "/services/{slug}",
  },
  careers: {
    kind: "collection",
    label: "Careers",
    path: "app/content/careers/*",
    schema: roleSchema,
    slugField: "title",
    slugLabel: "File name (the role's place on the page: /careers#<file name>)",
    slugPattern,
    preview: "/careers#{slug}",
  },
  legal: {
    kind: "collection",
    label: "Legal pages",
    path: "app/content/legal/*",
    schema: legalSchema,
    slugField: "title",
    slugLabel: "File name (the address: /<file name>)",
    slugPattern,
    markdown: md("Text", "Markdown; each ## heading is a section of the page and its contents."),
    preview: "/{slug}",
  },
} satisfies Record<string, CollectionEntry>;

/** Each screen's words, named for the screen, with the page that shows them. */
const PAGES: Record<PageId, { label: string; preview: string }> = {
  home: { label: "Home page", preview: "/" },
  about: { label: "About page", preview: "/about" },
  ai: { label: "AI Insights page", preview: "/ai" },
  "tech-trends": { label: "Tech Trends page", preview: "/tech-trends" },
  contact: { label: "Contact page", preview: "/contact" },
  blog: { label: "Blog page", preview: "/blog" },
  login: { label: "Sign-in page", preview: "/login" },
  signup: { label: "Sign-up page", preview: "/signup" },
  "forgot-password": { label: "Password reset page", preview: "/forgot-password" },
  search: { label: "Search page", preview: "/search" },
  library: { label: "Library page", preview: "/library" },
  offline: { label: "Offline page", preview: "/offline" },
  "not-found": { label: "Page not found", preview: "/this-page-does-not-exist" },
  motivation: { label: "Motivation page", preview: "/motivation" },
  services: { label: "Services page", preview: "/services" },
  careers: { label: "Careers page", preview: "/careers" },
};

/** The words of parts shown on many screens (app/content/copy/), with a page that shows them. */
const INTERFACE: Record<Exclude<CopyName, PageId>, { label: string; preview?: string }> = {
  navigation: { label: "Header and menus", preview: "/" },
  footer: { label: "Footer", preview: "/" },
  "home-slider": { label: "Home slider", preview: "/" },
  "main-sections": { label: "Main sections", preview: "/about" },
  newsletter: { label: "Newsletter", preview: "/" },
  theme: { label: "Theme switch", preview: "/" },
  "blog-list": { label: "Blog lists", preview: "/blog" },
  article: { label: "Article pages" },
  archive: { label: "Author, tag and category pages" },
  reading: { label: "Sharing and copying" },
  saving: { label: "Saving and progress", preview: "/blog" },
  "library-link": { label: "Sending the library to another device", preview: "/library" },
  "contact-form": { label: "Contact form", preview: "/contact" },
  password: { label: "Password rule and meter", preview: "/signup" },
  guide: { label: "Guide pages", preview: "/ai/tools" },
  course: { label: "Course filters", preview: "/webdev/frontend" },
  legal: { label: "Terms and Privacy labels", preview: "/terms" },
  error: { label: "Error page" },
  llms: { label: "llms.txt", preview: "/llms.txt" },
};

/** A page's file: its schema and, for a page whose islands have words, its `interface`. */
function pageSchema(id: PageId): z.ZodObject {
  const page = pageSchemas[id] as z.ZodObject;
  return Object.hasOwn(copySchemas, id) ? page.extend({ interface: copySchemas[id as CopyName] }) : page;
}

export const singletons: Record<string, SingletonEntry> = {
  ...Object.fromEntries(
    Object.entries(PAGES).map(([id, { label, preview }]) => [
      `page-${id}`,
      { kind: "singleton", label, path: `app/content/pages/${id}`, schema: pageSchema(id as PageId), preview },
    ]),
  ),
  "course-guide": {
    kind: "singleton",
    label: "Course pages",
    path: "app/content/courses/course-guide",
    schema: courseGuideSchema,
    preview: "/webdev/frontend",
  },
  "motivation-sections": {
    kind: "singleton",
    label: "Motivation page: cards and reasons",
    path: "app/content/courses/motivation",
    schema: motivationSchema,
    preview: "/motivation",
  },
  ...Object.fromEntries(
    Object.entries(INTERFACE).map(([name, { label, preview }]) => [
      `words-${name}`,
      {
        kind: "singleton",
        label,
        path: `app/content/copy/${name}`,
        schema: copySchemas[name as CopyName] as z.ZodObject,
        preview,
      },
    ]),
  ),
  settings: {
    kind: "singleton",
    label: "Site settings",
    path: "app/content/settings",
    schema: siteSettingsSchema,
    preview: "/contact",
    json: true,
  },
};

/** The editor's side bar: the groups an editor finds things in. */
export const navigation: Record<string, string[]> = {
  Content: Object.keys(collections),
  Pages: [...Object.keys(PAGES).map((id) => `page-${id}`), "course-guide", "motivation-sections"],
  "Interface words": Object.keys(INTERFACE).map((name) => `words-${name}`),
  Settings: ["settings"],
};
