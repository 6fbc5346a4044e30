/**
 * The entries the content layer's loaders hold, per collection, for the one build step that runs
 * outside Astro's pages: the header's `virtual:menus` module (integration/menus.ts), which a browser
 * script imports and so cannot call getCollection(). Each checkedGlob loader publishes its
 * collection here when it has loaded and again whenever `astro dev` changes an entry, so the menus
 * are made from what the content layer parsed, never from the files again.
 *
 * content.config.ts is evaluated by Vite's module runner, integration/menus.ts by Node for the Astro
 * config: two module instances in one process, which share this through a global symbol.
 */
import type { StoredEntry } from "../lib/content/stored.ts";

type Listener = (collection: string) => void;

interface Registry {
  entries: Map<string, readonly StoredEntry<unknown>[]>;
  listeners: Set<Listener>;
}

const KEY = Symbol.for("techhorizon.loaded-entries");

function registry(): Registry {
  const global = globalThis as { [KEY]?: Registry };
  global[KEY] ??= { entries: new Map(), listeners: new Set() };
  return global[KEY];
}

/** Records `entries` as what `collection` holds now and tells the listeners. */
export function publishEntries(collection: string, entries: readonly StoredEntry<unknown>[]): void {
  const { entries: all, listeners } = registry();
  all.set(collection, entries);
  for (const listener of listeners) listener(collection);
}

/** What `collection` held when its loader last published it; a collection not loaded yet fails. */
export function loadedEntries<T>(collection: string): readonly StoredEntry<T>[] {
  const entries = registry().entries.get(collection);
  if (!entries)
    throw new Error(
      `The "${collection}" collection has not been loaded: the content layer loads it before the build uses it`,
    );
  return entries as readonly StoredEntry<T>[];
}

/** Calls `listener` with a collection's name each time it is published again; returns the way to stop. */
export function onPublished(listener: Listener): () => void {
  const { listeners } = registry();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
