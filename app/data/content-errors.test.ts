/**
 * A broken entry in any collection is refused with one line naming the file and the field: each
 * case below is the entry's text checked the way the content loader checks it (app/data/loader.ts
 * hands a failing entry to checkEntryData with its collection's schema, after filling the
 * placeholders). The fixtures of the collections with long entries are the writing guide's
 * templates with one required line taken out, so they stay complete as the schemas change. That a
 * real build stops on such a line is e2e/content-errors.spec.ts's one build; the checks across files
 * (a dead link in a guide, a related service that does not exist) are lib/guides.test.ts's and
 * lib/services.test.ts's.
 */
import { describe, expect, it } from "vitest";
import { articleSchema } from "~/content/schemas/articles";
import { authorSchema } from "~/content/schemas/authors";
import { roleSchema } from "~/content/schemas/careers";
import { categorySchema } from "~/content/schemas/categories";
import { courseTopicSchema } from "~/content/schemas/courses";
import { guideSchema } from "~/content/schemas/guides";
import { legalSchema } from "~/content/schemas/legal";
import { serviceSchema } from "~/content/schemas/services";
import type { EntrySchema } from "~/lib/content/check-entry";
import { contentFailure } from "~/data/testing/content-failure";
import { parseDataFile, parseMarkdown } from "~/data/testing/files.testing";
import { guideTemplates } from "~/data/testing/guide-templates.testing";
import { pageSchemaById } from "~/lib/pages";

/** Each collection's folder and the schema the loader checks its entries with (app/content.config.ts). */
const SCHEMAS: [folder: string, schema: EntrySchema][] = [
  ["app/content/articles/", articleSchema],
  ["app/content/authors/", authorSchema],
  ["app/content/categories/", categorySchema],
  ["app/content/pages/", pageSchemaById],
  ["app/content/guides/", guideSchema],
  ["app/content/courses/topics/", courseTopicSchema],
  ["app/content/services/", serviceSchema],
  ["app/content/careers/", roleSchema],
  ["app/content/legal/", legalSchema],
];

/** `text` as the loader checks the entry at `file`: its data (a Markdown file's frontmatter), placeholders filled, against its collection's schema. */
function check(file: string, text: string) {
  const schema = SCHEMAS.find(([folder]) => file.startsWith(folder))![1];
  if (file.endsWith(".md")) parseMarkdown(file, text, schema);
  else parseDataFile(file, text, schema);
}

const templates = guideTemplates();

/** The guide's template for `file`, without the line that sets `field`, as if written to `to`; and whole. */
function templateWithout(file: string, field: string, to: string): { file: string; text: string; whole: string } {
  const template = templates.find((t) => t.file === file);
  if (!template) throw new Error(`docs/authoring.md has no template for ${file}`);
  const lines = template.text.split("\n");
  const without = lines.filter((line) => !line.startsWith(`${field}:`));
  if (without.length !== lines.length - 1) throw new Error(`the template for ${file} has no single "${field}:" line`);
  return { file: to, text: without.join("\n"), whole: template.text };
}

const cases: { collection: string; file: string; text: string; says: string; whole?: string }[] = [
  {
    collection: "articles: a required field missing",
    file: "app/content/articles/no-excerpt.md",
    text: "---\ntitle: No excerpt\ndate: 2026-11-23\ncategory: motivation\n---\n\nBody.\n",
    says: '"excerpt" is missing',
  },
  {
    collection: "articles: an image without alt",
    file: "app/content/articles/no-alt.md",
    text: "---\ntitle: No alt\ndate: 2026-11-23\ncategory: motivation\nexcerpt: x\nimage:\n  src: /images/blog/react-19-features-in-practice.svg\n---\n\nBody.\n",
    says: '"image.alt" is missing',
  },
  {
    collection: "authors: a wrong type",
    file: "app/content/authors/bad-order.yaml",
    text: "name: A B\nrole: Editor\nbio: x\norder: first\n",
    says: '"order" must be a number, not a string',
  },
  {
    collection: "categories: a required field missing",
    file: "app/content/categories/no-name.yaml",
    text: "description: No name.\n",
    says: '"name" is missing',
  },
  {
    collection: "pages: a file that is no page",
    file: "app/content/pages/jobs.yaml",
    text: "title: Jobs\ndescription: x\nhero:\n  heading: Jobs\n  lead: x\n",
    says: '"file name" is not a page of the site',
  },
  {
    collection: "guides: a required field missing",
    ...templateWithout("app/content/guides/ai/my-new-guide.md", "summary", "app/content/guides/ai/broken.md"),
    says: '"summary" is missing',
  },
  {
    collection: "courses: a required field missing",
    ...templateWithout(
      "app/content/courses/topics/my-new-topic.yaml",
      "definition",
      "app/content/courses/topics/broken.yaml",
    ),
    says: '"definition" is missing',
  },
  {
    collection: "services: a required field missing",
    ...templateWithout("app/content/services/my-new-service.yaml", "intro", "app/content/services/broken.yaml"),
    says: '"intro" is missing',
  },
  {
    collection: "careers: a required field missing",
    ...templateWithout("app/content/careers/my-new-role.yaml", "team", "app/content/careers/broken.yaml"),
    says: '"team" is missing',
  },
  {
    collection: "legal pages: a required field missing",
    ...templateWithout("app/content/legal/terms.md", "description", "app/content/legal/broken.md"),
    says: '"description" is missing',
  },
];

describe("a broken entry is refused with one line naming its file and the field", () => {
  it.each(cases)("$collection", ({ file, text, says }) => {
    expect(contentFailure(() => check(file, text))).toContain(`${file}: ${says}`);
  });

  it.each(cases.filter((c) => c.whole))(
    "$collection: the template whole passes, so the line taken out is the mistake",
    ({ file, whole }) => {
      expect(() => check(file, whole!)).not.toThrow();
    },
  );
});
