/**
 * What the library page lists, what the home page offers to continue, and how an imported file joins
 * the library: pure, and apart from edit.ts so the small scripts on reading pages do not carry them.
 */
import { isUnfinished, READING_KEPT } from "./edit.ts";
import { COURSE_STEPS, type CourseProgress, type Library, type ReadingPosition } from "./format.ts";

const newestFirst = <T>(list: T[], at: (item: T) => string) => list.toSorted((a, b) => at(b).localeCompare(at(a)));

export const savedNewestFirst = (library: Library) => newestFirst(library.saved, (a) => a.savedAt);
export const coursesNewestFirst = (library: Library) => newestFirst(library.courses, (c) => c.updatedAt);
export const readingNewestFirst = (library: Library) =>
  newestFirst(
    library.reading.filter((r) => isUnfinished(r.progress)),
    (r) => r.updatedAt,
  );

/** What the home page offers to continue: the last unfinished article and the last course begun but not done. */
export function continueTargets(library: Library): { article?: ReadingPosition; course?: CourseProgress } {
  return {
    article: readingNewestFirst(library)[0],
    course: coursesNewestFirst(library).find((c) => c.done.length < COURSE_STEPS),
  };
}

export interface Added {
  saved: number;
  courses: number;
  reading: number;
}

/**
 * `incoming` (an imported file) merged into `current`: an article saved in either stays saved; a
 * course keeps every step done in either; a reading position keeps the newer. `added` counts what
 * was not there before.
 */
export function mergeLibraries(current: Library, incoming: Library): { library: Library; added: Added } {
  const added: Added = { saved: 0, courses: 0, reading: 0 };
  const saved = [...current.saved];
  for (const article of incoming.saved) {
    if (saved.some((a) => a.slug === article.slug)) continue;
    saved.push(article);
    added.saved++;
  }
  const courses = current.courses.map((course) => {
    const other = incoming.courses.find((c) => c.slug === course.slug);
    if (!other) return course;
    const done = [...new Set([...course.done, ...other.done])].sort((a, b) => a - b);
    return { ...course, done, updatedAt: course.updatedAt > other.updatedAt ? course.updatedAt : other.updatedAt };
  });
  for (const course of incoming.courses) {
    if (courses.some((c) => c.slug === course.slug)) continue;
    courses.push(course);
    added.courses++;
  }
  const reading = [...current.reading];
  for (const position of incoming.reading) {
    const at = reading.findIndex((r) => r.slug === position.slug);
    if (at === -1) {
      reading.push(position);
      added.reading++;
    } else if (position.updatedAt > reading[at]!.updatedAt) reading[at] = position;
  }
  return {
    library: {
      ...current,
      saved,
      courses,
      reading: newestFirst(reading, (r) => r.updatedAt)
        .reverse()
        .slice(-READING_KEPT),
    },
    added,
  };
}
