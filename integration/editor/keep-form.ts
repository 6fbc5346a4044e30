/**
 * astro dev reloads every page it serves when a content file changes, so a preview shows what was
 * saved; the editor's own page was reloaded too, a few seconds after each save, wiping whatever the
 * editor had begun typing since. The editor's page keeps its form: it lets Vite's client reload the
 * other pages only (Vite reloads a page for a `full-reload` naming another page's .html file not).
 */
import { EDITOR_PATH } from "./paths.ts";

export function keepEditorForm(hot: ImportMeta["hot"]): void {
  if (!hot || typeof location === "undefined") return;
  hot.on("vite:beforeFullReload", (payload: { path?: string }) => {
    if (location.pathname.startsWith(EDITOR_PATH)) payload.path = `${EDITOR_PATH}/keeps-its-form.html`;
  });
}
