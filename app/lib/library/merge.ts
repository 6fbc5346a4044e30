/**
 * Another library joined to this one: an imported file, or a link from another device
 * (docs/product.md#the-readers-library). Nothing the reader has is lost: an article saved in either
 * stays saved, and no article is there twice; a list of the same name (whatever its case) is one
 * list with the articles of both; a course keeps every step done on either side; of two notes on an
 * article, or two reading positions, the newer is kept. `added` counts what was not there before,
 * which is what the reader is told (and asked, for a link) before anything changes.
 */
import { listKey } from "./check.ts";
import { isKept, READING_KEPT, withoutLooseNotes } from "./edit.ts";
import { LISTS_MAX, type Library, type NamedList, type SavedArticle } from "./format.ts";
import { newestFirst } from "./lists.ts";

export interface Added {
  /** Articles the library did not hold in any list. */
  articles: number;
  /** Lists made, or joined with at least one article more. */
  lists: number;
  /** Notes new, or newer than the one here. */
  notes: number;
  /** Courses with at least one step done more. */
  courses: number;
  /** Articles with a reading position, new here. */
  reading: number;
}

export const nothingAdded = (added: Added) => Object.values(added).every((n) => n === 0);

const newer = (a: string, b: string) => Date.parse(a) > Date.parse(b);

/** `articles` with those of `more` it lacks (by slug) after them, and how many that was. */
function joined(articles: SavedArticle[], more: SavedArticle[]): { articles: SavedArticle[]; gained: number } {
  const slugs = new Set(articles.map((a) => a.slug));
  const fresh = more.filter((a) => !slugs.has(a.slug) && slugs.add(a.slug));
  return { articles: fresh.length ? [...articles, ...fresh] : articles, gained: fresh.length };
}

export function mergeLibraries(current: Library, incoming: Library): { library: Library; added: Added } {
  const added: Added = { articles: 0, lists: 0, notes: 0, courses: 0, reading: 0 };

  const everyIncoming = new Set(
    [incoming.saved, ...incoming.lists.map((list) => list.articles)].flat().map((a) => a.slug),
  );
  added.articles = [...everyIncoming].filter((slug) => !isKept(current, slug)).length;

  const saved = joined(current.saved, incoming.saved).articles;
  const lists: NamedList[] = [...current.lists];
  for (const list of incoming.lists) {
    const at = lists.findIndex((mine) => listKey(mine.name) === listKey(list.name));
    if (at === -1) {
      // A library holds at most LISTS_MAX lists: past it, the list's articles still come in where other lists hold them.
      if (lists.length >= LISTS_MAX) continue;
      lists.push(list);
      added.lists++;
      continue;
    }
    const { articles, gained } = joined(lists[at]!.articles, list.articles);
    if (gained) {
      lists[at] = { ...lists[at]!, articles };
      added.lists++;
    }
  }

  const notes = [...current.notes];
  for (const note of incoming.notes) {
    const at = notes.findIndex((mine) => mine.slug === note.slug);
    if (at !== -1 && !newer(note.updatedAt, notes[at]!.updatedAt)) continue;
    if (at === -1) notes.push(note);
    else if (notes[at]!.text !== note.text) notes[at] = note;
    else continue;
    added.notes++;
  }

  const courses = current.courses.map((course) => {
    const other = incoming.courses.find((c) => c.slug === course.slug);
    if (!other || other.done.every((step) => course.done.includes(step))) return course;
    added.courses++;
    const done = [...new Set([...course.done, ...other.done])].sort((a, b) => a - b);
    return {
      ...course,
      done,
      updatedAt: newer(other.updatedAt, course.updatedAt) ? other.updatedAt : course.updatedAt,
    };
  });
  for (const course of incoming.courses) {
    if (courses.some((c) => c.slug === course.slug) || course.done.length === 0) continue;
    courses.push(course);
    added.courses++;
  }

  const reading = [...current.reading];
  for (const position of incoming.reading) {
    const at = reading.findIndex((r) => r.slug === position.slug);
    if (at === -1) {
      reading.push(position);
      added.reading++;
    } else if (newer(position.updatedAt, reading[at]!.updatedAt)) reading[at] = position;
  }

  const library = withoutLooseNotes({
    ...current,
    saved,
    lists,
    notes,
    courses,
    reading: newestFirst(reading, (r) => r.updatedAt)
      .reverse()
      .slice(-READING_KEPT),
  });
  return { library, added };
}
