/**
 * What each list of articles calls its feeds: the title and description a feed reader shows, the
 * same words as the list page's head (its title with the brand, its description).
 */
import archiveCopy from "../content/copy/archive.yaml";
import blogCopy from "../content/copy/blog-list.yaml";
import type { Author, Category } from "../content/schemas/blog.ts";
import { authorPath, categoryPath, tagPath } from "./articles.ts";
import { fill } from "./copy-text.ts";
import { BLOG_PATH } from "./feed-links.ts";
import type { FeedList } from "./feed.ts";
import { pageTitle } from "./meta.ts";

/** The whole blog's: `description` is the /blog page's. */
export const blogFeedList = (description: string): FeedList => ({
  path: BLOG_PATH,
  title: blogCopy.feedTitle,
  description,
});

export const categoryFeedList = ({ id, name }: Pick<Category, "id" | "name">): FeedList => ({
  path: categoryPath(id),
  title: pageTitle(fill(archiveCopy.categoryTitle, { name })),
  description: fill(archiveCopy.categoryDescription, { name }),
});

/** `description`: what the tag covers (app/content/tags/<tag>.yaml). */
export const tagFeedList = (tag: string, description: string): FeedList => ({
  path: tagPath(tag),
  title: pageTitle(fill(archiveCopy.tagTitle, { tag })),
  description,
});

export const authorFeedList = ({ id, name, role }: Pick<Author, "id" | "name" | "role">): FeedList => ({
  path: authorPath(id),
  title: pageTitle(fill(archiveCopy.authorTitle, { name })),
  description: fill(archiveCopy.authorDescription, { name, role }),
});
