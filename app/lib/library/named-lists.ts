/**
 * The lists a reader names (docs/product.md#the-readers-library) and their notes on articles: each
 * change returns a new library, as in edit.ts. "Saved articles" is the library's `saved` (edit.ts's
 * toggleSaved); these are the others. A list is known by its name, whatever its case, so two
 * libraries merged join lists of one name (merge.ts). A note belongs to its article in whichever
 * lists hold it, and goes when the last of them lets the article go.
 */
import { isListName, listKey } from "./check.ts";
import type { ArticleToSave } from "./edit.ts";
import { withoutLooseNotes } from "./edit.ts";
import { LIST_NAME_MAX, LISTS_MAX, NOTE_MAX, type Library, type NamedList, type Note } from "./format.ts";

/** Why a name cannot be given to a list. */
export type ListNameProblem = "empty" | "tooLong" | "taken" | "tooMany";

/** A name as typed, as the library keeps it: spaces at its ends dropped, runs of spaces made one. */
export const tidyListName = (typed: string) => typed.replace(/\s+/g, " ").trim();

export const findList = (library: Library, name: string): NamedList | undefined =>
  library.lists.find((list) => listKey(list.name) === listKey(name));

/**
 * What is wrong with naming a list `name` (tidied), if anything: `reserved` is the name of "Saved
 * articles" in the reader's language, and `renaming` the list being renamed, which may keep its name.
 */
export function listNameProblem(
  library: Library,
  name: string,
  reserved: string,
  renaming?: string,
): ListNameProblem | undefined {
  if (name === "") return "empty";
  if (name.length > LIST_NAME_MAX) return "tooLong";
  const taken = listKey(name) === listKey(reserved) || findList(library, name);
  if (taken && !(renaming !== undefined && listKey(renaming) === listKey(name))) return "taken";
  if (renaming === undefined && library.lists.length >= LISTS_MAX) return "tooMany";
  return undefined;
}

/** A new empty list; the library unchanged if the name cannot be a list's (listNameProblem says why). */
export function createList(library: Library, name: string, now: Date): Library {
  if (!isListName(name) || findList(library, name) || library.lists.length >= LISTS_MAX) return library;
  return { ...library, lists: [...library.lists, { name, createdAt: now.toISOString(), articles: [] }] };
}

export function renameList(library: Library, from: string, to: string): Library {
  const other = findList(library, to);
  if (!isListName(to) || (other && listKey(other.name) !== listKey(from))) return library;
  return {
    ...library,
    lists: library.lists.map((list) => (listKey(list.name) === listKey(from) ? { ...list, name: to } : list)),
  };
}

/** Deletes the list; its articles stay in any other list that holds them, with their notes. */
export function deleteList(library: Library, name: string): Library {
  return withoutLooseNotes({ ...library, lists: library.lists.filter((list) => listKey(list.name) !== listKey(name)) });
}

export const isInList = (library: Library, name: string, slug: string) =>
  findList(library, name)?.articles.some((a) => a.slug === slug) ?? false;

/** Adds the article to the list, or takes it out when it is there already; `added` says which. */
export function toggleInList(
  library: Library,
  name: string,
  article: ArticleToSave,
  now: Date,
): { library: Library; added: boolean } {
  const added = !isInList(library, name, article.slug);
  const lists = library.lists.map((list) =>
    listKey(list.name) !== listKey(name)
      ? list
      : {
          ...list,
          articles: added
            ? [...list.articles, { ...article, savedAt: now.toISOString() }]
            : list.articles.filter((a) => a.slug !== article.slug),
        },
  );
  return { library: withoutLooseNotes({ ...library, lists }), added };
}

export const removeFromList = (library: Library, name: string, slug: string): Library =>
  withoutLooseNotes({
    ...library,
    lists: library.lists.map((list) =>
      listKey(list.name) === listKey(name) ? { ...list, articles: list.articles.filter((a) => a.slug !== slug) } : list,
    ),
  });

export const noteOf = (library: Library, slug: string): Note | undefined =>
  library.notes.find((note) => note.slug === slug);

/**
 * The article's note set to `text` as written (line breaks kept, cut at NOTE_MAX characters); a
 * note of nothing but spaces is removed. Plain text: whoever shows it shows it as text.
 */
export function setNote(library: Library, slug: string, text: string, now: Date): Library {
  const others = library.notes.filter((note) => note.slug !== slug);
  const kept = text.slice(0, NOTE_MAX);
  return {
    ...library,
    notes: kept.trim() === "" ? others : [...others, { slug, text: kept, updatedAt: now.toISOString() }],
  };
}
