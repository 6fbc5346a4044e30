import type { Page } from "@playwright/test";
import { LIBRARY_KEY } from "../../app/lib/library/format";

/** Opens `path` with `library` stored as the reader's before any of the page's scripts ran (this tab's first page only). */
export async function withLibrary(page: Page, library: unknown, path: string): Promise<void> {
  await page.addInitScript(
    ([key, text]) => {
      if (sessionStorage.getItem("seeded")) return;
      localStorage.setItem(key!, text!);
      sessionStorage.setItem("seeded", "1");
    },
    [LIBRARY_KEY, JSON.stringify(library)],
  );
  await page.goto(path);
}
