/**
 * The writing guide (docs/authoring.md) cannot go stale: every template in it is written, as it is,
 * to the path it names in a copy of the project, the copy is built, and each template's page must
 * exist and show what the template says.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { expect, test } from "./support/fixtures";
import { copySite } from "./support/site-copy";

interface Template {
  file: string;
  url: string;
  text: string;
}

/** Fenced blocks whose info string names `path=` (where the file goes) and `url=` (the page it makes). */
function templates(markdown: string): Template[] {
  return [...markdown.matchAll(/^(`{3,})\w+ path=(\S+) url=(\S+)\n([\s\S]*?)\n\1$/gm)].map(([, , file, url, text]) => ({ file: file!, url: url!, text: `${text}\n` }));
}

/** The title or name a template gives its entry (a tag has only its description): what its page must show. */
function headline({ file, text }: Template): string {
  const fields = file.endsWith(".md") ? text.split(/^---$/m)[1]! : text;
  const data = parseYaml(fields) as { title?: string; name?: string; description?: string };
  return (data.title ?? data.name ?? data.description)!.replaceAll("{brand}", "TechHorizon");
}

const guide = readFileSync(path.resolve("docs/authoring.md"), "utf8");

test("the writing guide's templates build into the pages they promise", async () => {
  test.setTimeout(240_000);
  const all = templates(guide);
  // An article, an author, a category, a guide and a service page at least.
  expect(all.length).toBeGreaterThanOrEqual(8);
  const site = copySite();
  try {
    for (const template of all) site.write(template.file, template.text);
    await site.build();
    for (const template of all) {
      const html = site.page(template.url);
      expect(html, `${template.file} → ${template.url}`).toBeDefined();
      expect(html, template.url).toContain(headline(template).replaceAll("&", "&amp;").replaceAll('"', "&quot;"));
    }
  } finally {
    site.remove();
  }
});
