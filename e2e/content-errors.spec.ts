/**
 * A broken entry in any collection stops the real build with one line naming the file and the field.
 * Each case writes one broken file (a fixture, never the real content) into a copy of the project
 * and builds it, then removes it. The fixtures of the collections with long entries are the writing
 * guide's templates with one required line taken out, so they stay complete as the schemas change.
 */
import { readFileSync, rmSync } from "node:fs";
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
    collection: "articles: an image without alt",
    file: "app/content/articles/no-alt.md",
    text: "---\ntitle: No alt\ndate: 2026-11-23\ncategory: motivation\nexcerpt: x\nimage: /images/blog/react-19-features-in-practice.svg\n---\n\nBody.\n",
    says: '"alt" is missing',
  },
  { collection: "authors: a wrong type", file: "app/content/authors/bad-order.yaml", text: "name: A B\nrole: Editor\nbio: x\norder: first\n", says: '"order" must be a number, not a string' },
  { collection: "categories: a required field missing", file: "app/content/categories/no-name.yaml", text: "description: No name.\n", says: '"name" is missing' },
  { collection: "pages: a file that is no page", file: "app/content/pages/jobs.yaml", text: "title: Jobs\ndescription: x\nhero:\n  heading: Jobs\n  lead: x\n", says: '"file name" is not a page of the site' },
];

const guide = readFileSync(path.resolve("docs/authoring.md"), "utf8");

/** The guide's template for `file`, without the line that sets `field`, written to `to`. */
function templateWithout(file: string, field: string, to: string): { file: string; text: string } {
  const template = new RegExp(`^(\`{3,})\\w+ path=${file} url=\\S+\n([\\s\\S]*?)\n\\1$`, "m").exec(guide);
  if (!template) throw new Error(`docs/authoring.md has no template for ${file}`);
  const lines = template[2]!.split("\n");
  const without = lines.filter((line) => !line.startsWith(`${field}:`));
  if (without.length !== lines.length - 1) throw new Error(`the template for ${file} has no single "${field}:" line`);
  return { file: to, text: `${without.join("\n")}\n` };
}

cases.push(
  { collection: "guides: a required field missing", ...templateWithout("app/content/guides/ai/my-new-guide.md", "summary", "app/content/guides/ai/broken.md"), says: '"summary" is missing' },
  { collection: "courses: a required field missing", ...templateWithout("app/content/courses/topics/my-new-topic.yaml", "definition", "app/content/courses/topics/broken.yaml"), says: '"definition" is missing' },
  { collection: "services: a required field missing", ...templateWithout("app/content/services/my-new-service.yaml", "intro", "app/content/services/broken.yaml"), says: '"intro" is missing' },
  { collection: "careers: a required field missing", ...templateWithout("app/content/careers/my-new-role.yaml", "team", "app/content/careers/broken.yaml"), says: '"team" is missing' },
  { collection: "legal pages: a required field missing", ...templateWithout("app/content/legal/terms.md", "description", "app/content/legal/broken.md"), says: '"description" is missing' },
);

/** A fixture of the unit tests, written to `to`. */
const fixture = (from: string, to: string) => ({ file: to, text: readFileSync(path.resolve("app/lib/collections/__fixtures__", from), "utf8") });

// Checks across files run where the entries are first used (app/data/collections.ts): the same one line.
cases.push(
  { collection: "guides: a Further reading link to no page", ...fixture("guides/broken-reference/ai/dead-link.md", "app/content/guides/ai/dead-link.md"), says: '"furtherReading.0.href" is not a page of this site: "/tech/no-such-guide"' },
  { collection: "services: a related service that does not exist", ...fixture("services/broken-related/alpha.yaml", "app/content/services/alpha.yaml"), says: '"related.0" is "time-travel", which is not a service' },
);

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
