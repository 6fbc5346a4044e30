/**
 * A broken entry stops the real build with one line naming the file and the field. What each
 * collection's mistakes say is app/data/content-errors.test.ts's (the loader's check, without a
 * build); this is the one build that proves the loader's line is what `astro build` fails with. It
 * writes one broken article into a copy of the project (never the real content) and builds it.
 */
import { expect, test } from "./support/fixtures";
import { copySite } from "../tools/support/site-copy";

test("an article without its excerpt fails the build, naming the file and the field", async () => {
  test.setTimeout(120_000);
  const site = copySite();
  try {
    const file = "app/content/articles/no-excerpt.md";
    site.write(file, "---\ntitle: No excerpt\ndate: 2026-11-23\ncategory: motivation\n---\n\nBody.\n");
    await expect(site.build()).rejects.toThrow(`${file}: "excerpt" is missing`);
  } finally {
    site.remove();
  }
});
