/**
 * The web development courses: app/content/courses/topics/{slug}.yaml make /webdev/{slug};
 * app/content/courses/course-guide.yaml is what every course page shares; and
 * app/content/courses/motivation.yaml is the copy of the /motivation landing page around the topic
 * cards. Each file is checked against its schema; cross-checks (the illustration exists, links go to
 * pages of this site, technology ids are unique) fail naming the file and the field. Not cached.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { CONTENT_DIR, entryIds, readDataEntries, readDataFile } from "../content/files.server.ts";
import { fail } from "../content/errors.ts";
import { pagePaths } from "../routes.ts";
import {
  courseGuideSchema,
  courseTopicSchema,
  motivationSchema,
  type CourseGuide,
  type CourseTopic,
  type Motivation,
} from "../../content/schemas/courses.ts";

export const COURSES_DIR = path.join(CONTENT_DIR, "courses");
const PUBLIC_DIR = path.resolve(process.cwd(), "public");

const topicsDir = (root: string) => path.join(root, "topics");
const relative = (file: string) => path.relative(process.cwd(), file);

/** The topics' slugs (file names), without reading them: for the route table. */
export function courseSlugs(root = COURSES_DIR): string[] {
  return entryIds(topicsDir(root));
}

export function coursePath(slug: string): string {
  return `/webdev/${slug}`;
}

export interface CourseReadOptions {
  root?: string;
  /** Whether a file exists in public/ (tests fake it). */
  publicFile?: (file: string) => boolean;
  /** Whether a path is a page of this site (defaults to the route table). */
  isPage?: (href: string) => boolean;
}

function routeTablePages(): (href: string) => boolean {
  const pages = new Set(pagePaths());
  return (href) => pages.has(href.split(/[?#]/)[0]!);
}

/** Every topic, in menu order. */
export function readCourseTopics({ root = COURSES_DIR, publicFile }: CourseReadOptions = {}): CourseTopic[] {
  const exists = publicFile ?? ((file: string) => existsSync(path.join(PUBLIC_DIR, file)));
  return readDataEntries(topicsDir(root), courseTopicSchema)
    .map(({ id, file, data }): CourseTopic => {
      if (!data.illustration.startsWith("/") || !exists(data.illustration)) {
        fail(file, "illustration", `is not a file in public/: "${data.illustration}"`);
      }
      return { ...data, slug: id, path: coursePath(id) };
    })
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

/** What the course pages share. */
export function readCourseGuide({ root = COURSES_DIR }: CourseReadOptions = {}): CourseGuide {
  const file = path.join(root, "course-guide.yaml");
  const guide = readDataFile(file, courseGuideSchema);
  const ids = guide.sidebar.technologies.map((t) => t.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) fail(relative(file), `sidebar.technologies.${i}.id`, `repeats "${id}": each technology is listed once`);
  });
  if (guide.sidebar.selected !== undefined && !ids.includes(guide.sidebar.selected)) {
    fail(relative(file), "sidebar.selected", `is not the id of a technology in the list: "${guide.sidebar.selected}"`);
  }
  return guide;
}

/** The /motivation page's copy; its links must be pages of this site. */
export function readMotivation({ root = COURSES_DIR, isPage }: CourseReadOptions = {}): Motivation {
  const file = path.join(root, "motivation.yaml");
  const motivation = readDataFile(file, motivationSchema);
  const known = isPage ?? routeTablePages();
  const links = {
    "heroActions.start.href": motivation.heroActions.start.href,
    "heroActions.roadmap.href": motivation.heroActions.roadmap.href,
    "closing.start.href": motivation.closing.start.href,
    "closing.stories.href": motivation.closing.stories.href,
  };
  for (const [field, href] of Object.entries(links)) {
    if (!known(href)) fail(relative(file), field, `is not a page of this site: "${href}"`);
  }
  return motivation;
}
