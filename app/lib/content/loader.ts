/**
 * One Astro content loader for every collection: it stores what a reader in files.server.ts returns
 * (already checked, so errors name the file and the field) and, in `astro dev`, reads the folder
 * again when a file in it is saved, so the page reloads with the change.
 */
import type { Loader } from "astro/loaders";

export interface LoadedEntry {
  id: string;
  data: Record<string, unknown>;
}

/** `folders`: the folder(s) whose files the entries are made from. */
export function folderLoader(name: string, folders: string | readonly string[], read: () => readonly LoadedEntry[]): Loader {
  const dirs = typeof folders === "string" ? [folders] : folders;
  return {
    name,
    load: async ({ store, watcher, parseData, logger }) => {
      const sync = async () => {
        const entries = read();
        store.clear();
        for (const entry of entries) store.set({ id: entry.id, data: await parseData({ id: entry.id, data: entry.data }) });
      };
      await sync();
      watcher?.add([...dirs]);
      watcher?.on("all", (_event, file) => {
        if (!dirs.some((dir) => file.startsWith(dir))) return;
        // In dev a mistake is reported and the last good content stays; the build fails on it.
        sync().catch((error: unknown) => logger.error((error as Error).message));
      });
    },
  };
}
