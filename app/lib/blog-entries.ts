/**
 * The blog's collections as the pages use them, made from the entries Astro's content layer stored
 * (content.config.ts): categories and authors as readers see them, and each article with its
 * category and author resolved, its date as text and its reading time, from what the Markdown
 * pipeline recorded when it rendered the article once. Pure, so it is unit-tested without Astro.
 * What one collection alone cannot check is checked here, in the same one-line form as a schema
 * mistake: that an article's category, author and tags exist, and its image, and that the parts of
 * a series name a series that exists and are numbered 1, 2, 3… (lib/series.ts).
 */
import type { ArticleDetail, Author, Category, Series, Tag } from "../content/schemas/blog.ts";
import { BRAND } from "../content/site.ts";
import type { ArticleData } from "../content/schemas/articles.ts";
import type { AuthorData } from "../content/schemas/authors.ts";
import type { CategoryData } from "../content/schemas/categories.ts";
import type { TagData } from "../content/schemas/tags.ts";
import { formatDate, newestFirst, PUBLICATION_AUTHOR_ID } from "./articles.ts";
import { fail } from "./content/errors.ts";
import { fileOf, renderedBody, type StoredEntry } from "./content/stored.ts";
import { readingMinutes } from "./reading-time.ts";
import { checkSeriesParts, type SeriesClaim } from "./series.ts";

export type { StoredEntry };

/** Each entry's data with its id, in id (file-name) order. */
const byId = <T extends object>(entries: readonly StoredEntry<T>[]): (T & { id: string })[] =>
  entries.map(({ id, data }) => ({ id, ...data })).sort((a, b) => a.id.localeCompare(b.id, "en"));

/** The categories in file-name order: the blog filters' order. */
export const toCategories = (entries: readonly StoredEntry<CategoryData>[]): Category[] => byId(entries);

/** The tags, by id. */
export const toTags = (entries: readonly StoredEntry<TagData>[]): Tag[] => byId(entries);

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("")
    .slice(0, 3);

/** The writers in the About page's order (their `order`, then name), initials made from the name when not given, then the publication. */
export function toAuthors(
  entries: readonly StoredEntry<AuthorData>[],
  publication: PublicationWords,
  imageExists: (image: string) => boolean = () => true,
): Author[] {
  const writers = entries
    .map((entry) => {
      const { id, data } = entry;
      if (data.photo && !imageExists(data.photo.src))
        fail(fileOf(entry, "authors"), "photo.src", `names ${data.photo.src}, which does not exist in public/`);
      return { id, ...data, initials: data.initials ?? initialsOf(data.name) };
    })
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, "en"));
  return [...writers, publicationAuthor(publication)];
}

/** What the publication says of itself as an author (copy/article.yaml). */
export interface PublicationWords {
  role: string;
  bio: string;
}

/** The author of an article that names none: the publication, with an author page like any writer. */
export function publicationAuthor({ role, bio }: PublicationWords): Author {
  const initials = BRAND.replace(/[^A-Z]/g, "").slice(0, 3) || BRAND.slice(0, 2).toUpperCase();
  return { id: PUBLICATION_AUTHOR_ID, name: BRAND, role, bio, initials, tone: "indigo", order: 0 };
}

export interface ArticleOptions {
  /** Keep drafts: only under `astro dev`. */
  drafts: boolean;
  /** Whether a path under public/ names a file. */
  imageExists: (image: string) => boolean;
  /** The tags an article may name: those with a description in app/content/tags/. */
  tags: readonly Pick<Tag, "id">[];
  /** The series an article may be a part of: app/content/series/. */
  series: readonly Pick<Series, "id">[];
}

/** Every article (drafts only when asked), checked against the categories and authors, newest first. */
export function toArticles(
  entries: readonly StoredEntry<ArticleData>[],
  categories: readonly Category[],
  authors: readonly Author[],
  { drafts, imageExists, tags: described, series }: ArticleOptions,
): ArticleDetail[] {
  const writers = authors.filter((a) => a.id !== PUBLICATION_AUTHOR_ID);
  const publication = authors.find((a) => a.id === PUBLICATION_AUTHOR_ID);
  if (!publication) throw new Error("toArticles needs the authors toAuthors made, the publication among them");
  const tagIds = new Set(described.map((t) => t.id));
  const seriesIds = new Set(series.map((s) => s.id));
  const claims: SeriesClaim[] = [];
  const articles = entries
    .filter((entry) => drafts || !entry.data.draft)
    .map((entry) => {
      const { id, data } = entry;
      const file = fileOf(entry, "articles");
      const category = categories.find((c) => c.id === data.category);
      if (!category)
        fail(
          file,
          "category",
          `must be the id of a category in app/content/categories/ (${categories.map((c) => c.id).join(", ")})`,
        );
      const author = data.author === undefined ? publication : writers.find((a) => a.id === data.author);
      if (!author)
        fail(
          file,
          "author",
          `must be the id of an author in app/content/authors/ (${writers.map((a) => a.id).join(", ")})`,
        );
      const undescribed = data.tags.find((tag) => !tagIds.has(tag));
      if (undescribed)
        fail(
          file,
          "tags",
          `names ${undescribed}, which has no app/content/tags/${undescribed}.yaml: add one with a description: line saying what the tag covers`,
        );
      if (data.image && !imageExists(data.image.src))
        fail(file, "image.src", `names ${data.image.src}, which does not exist in public/`);
      if (data.series && !seriesIds.has(data.series))
        fail(
          file,
          "series",
          `must be the id of a series in app/content/series/ (${[...seriesIds].join(", ") || "none yet"})`,
        );
      if (data.series && data.part !== undefined) claims.push({ file, series: data.series, part: data.part });
      const { html, outline } = renderedBody(entry, file);
      const { title, excerpt, date, updated, tags, image, canonical, draft } = data;
      return {
        slug: id,
        title,
        excerpt,
        date,
        dateText: formatDate(date),
        ...(updated && { updated, updatedText: formatDate(updated) }),
        category: category.name,
        categoryId: category.id,
        author: author.name,
        authorId: author.id,
        authorRole: author.role,
        tags,
        ...(image && { image: image.src, alt: image.alt }),
        ...(canonical && { canonical }),
        ...(data.series && data.part !== undefined && { series: { id: data.series, part: data.part } }),
        draft,
        readingMinutes: readingMinutes(outline.words),
        html,
        toc: outline.toc,
        words: outline.words,
      };
    })
    .sort(newestFirst);
  checkSeriesParts(claims);
  return articles;
}
