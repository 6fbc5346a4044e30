/**
 * A broken entry in any collection stops the real build with one line naming the file and the field.
 * Each case writes one broken file (a fixture, never the real content) into a copy of the project
 * and builds it; the next case removes it first.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { copySite, type SiteCopy } from "./support/site-copy";

const cases: { collection: string; file: string; text: string; says: string }[] = [
  {
    collection: "articles: a required field missing",
    file: "app/content/articles/no-excerpt.md",
    text: "---\ntitle: No excerpt\ndate: 2026-11-23\ncategory: motivation\n---\n\nBody.\n",
    says: '"excerpt" is missing',
  },
  {
    collection: "articles: an unknown author",
    file: "app/content/articles/unknown-author.md",
    text: "---\ntitle: Unknown author\ndate: 2026-11-23\ncategory: motivation\nexcerpt: x\nauthor: ada-lovelace\n---\n\nBody.\n",
    says: '"author" must be the id of an author in app/content/authors/',
  },
  {
    collection: "articles: an image without alt",
    file: "app/content/articles/no-alt.md",
    text: "---\ntitle: No alt\ndate: 2026-11-23\ncategory: motivation\nexcerpt: x\nimage: /images/blog/react-19-features-in-practice.svg\n---\n\nBody.\n",
    says: '"alt" is missing',
  },
  { collection: "authors: a wrong type", file: "app/content/authors/bad-order.yaml", text: "name: A B\nrole: Editor\nbio: x\norder: first\n", says: '"order" must be a number, not a string' },
  { collection: "categories: a required field missing", file: "app/content/categories/no-name.yaml", text: "description: No name.\n", says: '"name" is missing' },
];

let site: SiteCopy;
test.beforeAll(() => void (site = copySite()));
test.afterAll(() => site.remove());

test.describe.configure({ mode: "serial" });

for (const { collection, file, text, says } of cases) {
  test(`${collection} fails the build, naming ${path.basename(file)} and the field`, async () => {
    test.setTimeout(120_000);
    site.write(file, text);
    try {
      await expect(site.build()).rejects.toThrow(`${file}: ${says}`);
    } finally {
      rmSync(path.join(site.root, file));
    }
  });
}
