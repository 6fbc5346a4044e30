/**
 * The library in a link (docs/product.md#the-readers-library, ADR 0046): `<origin>/library#` and
 * the encoded library, made and read on the reader's devices only. The fragment never reaches a
 * server, but anyone can craft one, so it is read as warily as an imported file: its size is
 * bounded before and after decompression, its checksum must hold, its shape is checked whole, and
 * what it names is checked again as a library (check.ts) before anything is merged.
 *
 * What travels is what another device cannot know: which articles (by slug; their cards come from
 * the site), in which lists and in what order, the reader's notes and the steps done in each course.
 * Not the cards' words, nor reading positions: a library of 50 articles fits a link of 1,500
 * characters and a QR code a phone reads. The text is JSON, compressed with the platform's
 * CompressionStream ("deflate", whose Adler-32 checksum refuses an altered link), in base64url.
 * The fragment starts with the link's format, `v1.`, so a link made by a newer site is told apart.
 */
import { isListName, listKey, SLUG } from "./check.ts";
import type { ArticleToSave } from "./edit.ts";
import { COURSE_STEPS, LISTS_MAX, NOTE_MAX, emptyLibrary, type Library, type SavedArticle } from "./format.ts";
import { articlesNewestFirst } from "./lists.ts";

import { LINK_VERSION } from "./link-fragment.ts";

/** A fragment longer than this is refused unread: a real library's link is a few thousand characters at most. */
export const LINK_MAX_CHARS = 60_000;
/** What a link may unpack to: a guard against a small link that inflates to a huge text. */
const TEXT_MAX_BYTES = 400_000;
/** Articles a link may name at most. */
const ARTICLES_MAX = 5000;

/** What a link carries: slugs and names only, the newest first, as the sending device lists them. */
export interface LinkedLibrary {
  saved: string[];
  lists: { name: string; slugs: string[] }[];
  notes: { slug: string; text: string; updatedAt: string }[];
  courses: { slug: string; done: number[] }[];
}

/** Why a link was refused: cut or altered (damaged), made by a newer site (future), too large, or wrong inside (invalid). */
export type LinkProblem = "damaged" | "future" | "tooLarge" | "invalid";
export type ReadLink = { ok: true; link: LinkedLibrary } | { ok: false; problem: LinkProblem };

/** What of a library goes into its link. */
export function linkedLibrary(library: Library): LinkedLibrary {
  const slugs = (articles: SavedArticle[]) => articlesNewestFirst(articles).map((a) => a.slug);
  return {
    saved: slugs(library.saved),
    lists: library.lists.map((list) => ({ name: list.name, slugs: slugs(list.articles) })),
    notes: library.notes.map(({ slug, text, updatedAt }) => ({ slug, text, updatedAt })),
    courses: library.courses.map(({ slug, done }) => ({ slug, done })),
  };
}

/**
 * The compact text: `[slugs, saved, lists, notes, courses]`. Each article's slug once, those in
 * "Saved articles" first; lists and notes name articles by their place in `slugs`, a list each place
 * as its step from the one before (lists follow much the order of "Saved articles", so the steps
 * repeat and compress: three lists of 50 articles cost 59 characters, not 189); a note's time is in
 * seconds; a course's steps are one number, a bit for each step.
 */
type Packed = [string[], number, [string, number[]][], [number, string, number][], [string, number][]];

function pack(link: LinkedLibrary): Packed {
  const slugs = [...new Set([...link.saved, ...link.lists.flatMap((list) => list.slugs)])];
  const at = new Map(slugs.map((slug, index) => [slug, index]));
  return [
    slugs,
    link.saved.length,
    link.lists.map((list) => [list.name, steps(list.slugs.map((slug) => at.get(slug)!))]),
    link.notes
      .filter((note) => at.has(note.slug))
      .map((note) => [at.get(note.slug)!, note.text, Math.floor(Date.parse(note.updatedAt) / 1000)]),
    link.courses.map((course) => [course.slug, course.done.reduce((bits, step) => bits | (1 << (step - 1)), 0)]),
  ];
}

/** Each number as its difference from the one before (the first from 0), and back. */
const steps = (numbers: number[]) => numbers.map((n, i) => n - (i ? numbers[i - 1]! : 0));
const places = (differences: unknown[]) => {
  let sum = 0;
  return differences.map((d) => (Number.isInteger(d) ? (sum += d as number) : NaN));
};

const isIndex = (value: unknown, length: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < length;
const distinct = (values: unknown[]) => new Set(values).size === values.length;

/** The packed text's shape, checked whole: anything unexpected refuses the link. */
function unpack(value: unknown): LinkedLibrary | undefined {
  if (!Array.isArray(value) || value.length !== 5) return undefined;
  const [slugs, savedCount, lists, notes, courses] = value as unknown[];
  if (!Array.isArray(slugs) || slugs.length > ARTICLES_MAX || !distinct(slugs)) return undefined;
  if (!slugs.every((slug) => typeof slug === "string" && slug.length <= 200 && SLUG.test(slug))) return undefined;
  const names = slugs as string[];
  if (!Number.isInteger(savedCount) || (savedCount as number) < 0 || (savedCount as number) > names.length)
    return undefined;
  const indices = (list: unknown) =>
    Array.isArray(list) &&
    list.length <= names.length &&
    distinct(places(list)) &&
    places(list).every((index) => isIndex(index, names.length));
  if (
    !Array.isArray(lists) ||
    lists.length > LISTS_MAX ||
    !lists.every((list) => Array.isArray(list) && list.length === 2 && isListName(list[0]) && indices(list[1])) ||
    !distinct(lists.map((list: [string]) => listKey(list[0])))
  )
    return undefined;
  if (
    !Array.isArray(notes) ||
    !notes.every(
      (note) =>
        Array.isArray(note) &&
        note.length === 3 &&
        isIndex(note[0], names.length) &&
        typeof note[1] === "string" &&
        note[1].trim() !== "" &&
        note[1].length <= NOTE_MAX &&
        Number.isInteger(note[2]) &&
        note[2] >= 0 &&
        note[2] < 1e11,
    ) ||
    !distinct(notes.map((note: [number]) => note[0]))
  )
    return undefined;
  if (
    !Array.isArray(courses) ||
    courses.length > 100 ||
    !courses.every(
      (course) =>
        Array.isArray(course) &&
        course.length === 2 &&
        typeof course[0] === "string" &&
        SLUG.test(course[0]) &&
        isIndex(course[1], 2 ** COURSE_STEPS),
    ) ||
    !distinct(courses.map((course: [string]) => course[0]))
  )
    return undefined;
  const steps = (bits: number) =>
    Array.from({ length: COURSE_STEPS }, (_, i) => i + 1).filter((step) => bits & (1 << (step - 1)));
  return {
    saved: names.slice(0, savedCount as number),
    lists: (lists as [string, number[]][]).map(([name, at]) => ({
      name,
      slugs: places(at).map((index) => names[index]!),
    })),
    notes: (notes as [number, string, number][]).map(([index, text, seconds]) => ({
      slug: names[index]!,
      text,
      updatedAt: new Date(seconds * 1000).toISOString(),
    })),
    courses: (courses as [string, number][])
      .map(([slug, bits]) => ({ slug, done: steps(bits) }))
      .filter((course) => course.done.length > 0),
  };
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The bytes through a (de)compression stream, stopping past `max` bytes out (undefined then). */
async function through(stream: CompressionStream | DecompressionStream, bytes: Uint8Array, max = Infinity) {
  const writer = stream.writable.getWriter();
  void writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined);
  void writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > max) {
      void reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The fragment (without `#`) that carries `link`. */
export async function encodeLink(link: LinkedLibrary): Promise<string> {
  const text = new TextEncoder().encode(JSON.stringify(pack(link)));
  return `v${LINK_VERSION}.${toBase64Url((await through(new CompressionStream("deflate"), text))!)}`;
}

/** The library a fragment (without `#`) carries, or why it cannot be read. Nothing is changed by reading it. */
export async function decodeLink(fragment: string): Promise<ReadLink> {
  const parts = /^v(\d+)\.(.*)$/s.exec(fragment);
  if (!parts) return { ok: false, problem: "damaged" };
  if (Number(parts[1]) > LINK_VERSION) return { ok: false, problem: "future" };
  if (Number(parts[1]) !== LINK_VERSION) return { ok: false, problem: "invalid" };
  if (fragment.length > LINK_MAX_CHARS) return { ok: false, problem: "tooLarge" };
  const bytes = fromBase64Url(parts[2]!);
  if (!bytes?.length) return { ok: false, problem: "damaged" };
  let text: Uint8Array | undefined;
  try {
    text = await through(new DecompressionStream("deflate"), bytes, TEXT_MAX_BYTES);
  } catch {
    // Cut short, or altered: the stream ends early or its checksum fails.
    return { ok: false, problem: "damaged" };
  }
  if (!text) return { ok: false, problem: "tooLarge" };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(text));
  } catch {
    return { ok: false, problem: "damaged" };
  }
  const link = unpack(value);
  return link ? { ok: true, link } : { ok: false, problem: "invalid" };
}

/** Every article a link names, each once. */
export const linkedSlugs = (link: LinkedLibrary) => [
  ...new Set([...link.saved, ...link.lists.flatMap((l) => l.slugs)]),
];

/**
 * The link as a library, from the cards of its articles (fetched from the site; a slug without one
 * is left out: no longer published) and the courses' titles (a course the site no longer has is
 * left out). Each list keeps its order: the first article is the newest, saved at `now`, each next
 * one a millisecond earlier. Check the result (check.ts) before merging it, as an imported file.
 */
export function libraryFromLink(
  link: LinkedLibrary,
  cards: ReadonlyMap<string, ArticleToSave>,
  courseTitles: ReadonlyMap<string, string>,
  now: Date,
): Library {
  const articles = (slugs: string[]) =>
    slugs
      .filter((slug) => cards.has(slug))
      .map((slug, index) => ({
        ...cards.get(slug)!,
        slug,
        savedAt: new Date(now.getTime() - index).toISOString(),
      }));
  const created = now.toISOString();
  return {
    ...emptyLibrary(),
    saved: articles(link.saved),
    lists: link.lists.map((list) => ({ name: list.name, createdAt: created, articles: articles(list.slugs) })),
    notes: link.notes.filter((note) => cards.has(note.slug)),
    courses: link.courses
      .filter((course) => courseTitles.has(course.slug))
      .map((course) => ({
        slug: course.slug,
        title: courseTitles.get(course.slug)!,
        done: course.done,
        updatedAt: created,
      })),
  };
}
