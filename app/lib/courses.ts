/**
 * The web development courses as the pages and the header's menu use them, made from the entries
 * the content layer stored: the topics (app/content/courses/topics/{slug}.yaml make /webdev/{slug}),
 * what every course page shares (course-guide.yaml) and the /motivation page's copy
 * (motivation.yaml). Pure, so it is unit-tested without Astro. What a schema cannot check is checked
 * here, naming the file and the field: a topic's illustration exists in public/, the sidebar lists
 * each technology once and selects one of them, and the landing page links to pages of this site.
 */
import {
  courseGuideSchema,
  motivationSchema,
  type CourseGuide,
  type CourseTopic,
  type CourseTopicData,
  type Motivation,
} from "../content/schemas/courses.ts";
import type { SchemaById } from "./content/check-entry.ts";
import { fail } from "./content/errors.ts";
import { byOrder, fileOf, type StoredEntry } from "./content/stored.ts";
import { coursePath } from "./paths.ts";

/** The schema of each of the files beside the topics, for the content layer ("course-guide", "motivation"). */
export const coursePageSchemaById: SchemaById = {
  byId: { "course-guide": courseGuideSchema, motivation: motivationSchema },
  otherwise: "is not a file of the courses (they are course-guide and motivation; topics go in topics/)",
};

/** Every topic in menu order (`order`, then file name); `publicFile` says whether a path names a file in public/. */
export function toCourseTopics(
  entries: readonly StoredEntry<CourseTopicData>[],
  publicFile: (path: string) => boolean,
): CourseTopic[] {
  return [...entries].sort(byOrder).map((entry): CourseTopic => {
    const { id, data } = entry;
    if (!data.illustration.startsWith("/") || !publicFile(data.illustration)) {
      fail(fileOf(entry, "courses"), "illustration", `is not a file in public/: "${data.illustration}"`);
    }
    return { ...data, slug: id, path: coursePath(id) };
  });
}

/** What the course pages share, its sidebar checked: each technology once, the selected one among them. */
export function checkCourseGuide(entry: StoredEntry<CourseGuide>): CourseGuide {
  const file = fileOf(entry, "coursePages");
  const { sidebar } = entry.data;
  const ids = sidebar.technologies.map((t) => t.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i)
      fail(file, `sidebar.technologies.${i}.id`, `repeats "${id}": each technology is listed once`);
  });
  if (sidebar.selected !== undefined && !ids.includes(sidebar.selected)) {
    fail(file, "sidebar.selected", `is not the id of a technology in the list: "${sidebar.selected}"`);
  }
  return entry.data;
}

/** The /motivation page's copy, its links checked with `isPage` (whether a path is a page of this site). */
export function checkMotivation(entry: StoredEntry<Motivation>, isPage: (path: string) => boolean): Motivation {
  const file = fileOf(entry, "coursePages");
  const { heroActions, closing } = entry.data;
  const links = {
    "heroActions.start.href": heroActions.start.href,
    "heroActions.roadmap.href": heroActions.roadmap.href,
    "closing.start.href": closing.start.href,
    "closing.stories.href": closing.stories.href,
  };
  for (const [field, href] of Object.entries(links)) {
    if (!isPage(href.split(/[?#]/)[0]!)) fail(file, field, `is not a page of this site: "${href}"`);
  }
  return entry.data;
}
