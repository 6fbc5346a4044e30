/**
 * The editor UI (ADR 0015): Keystatic in local mode, opened at /keystatic under `npm run dev` only
 * (integration/editor.ts). It reads and writes app/content/articles/<slug>.md in the format
 * app/content/schemas/articles.ts checks: the file name is the slug (made from the title), the
 * frontmatter holds only the schema's fields, and the body is Markdown.
 */
import { collection, config, fields } from "@keystatic/core";
import { authorChoices, categoryChoices, seriesChoices } from "./app/data/editor-choices.ts";
import { BRAND } from "./app/content/site.ts";

/** The same rule as the schema's: lowercase words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Keystatic writes a select's value and a checkbox's `false` even when nothing was chosen; these
 * leave the key out instead, so an article carries only the optional fields it uses.
 */
function omitEmpty<F extends { serialize: (value: never) => { value: unknown } }>(field: F, empty: unknown): F {
  return { ...field, serialize: (value: unknown) => ({ value: value === empty ? undefined : value }) };
}

export default config({
  storage: { kind: "local" },
  ui: { brand: { name: BRAND } },
  collections: {
    // Every tag an article names needs one (app/content/schemas/tags.ts): its file name is the tag.
    tags: collection({
      label: "Tags",
      path: "app/content/tags/*",
      slugField: "name",
      format: { data: "yaml" },
      schema: {
        // The tag itself is the file name; `name` is how the editor lists it.
        name: fields.slug({
          name: { label: "Tag", validation: { isRequired: true } },
          slug: {
            label: "File name (the tag)",
            validation: { pattern: { regex: SLUG, message: "Lowercase words joined by hyphens" } },
          },
        }),
        description: fields.text({
          label: "Description",
          description: "One line on what the tag covers, shown on its page.",
          validation: { isRequired: true },
        }),
      },
    }),
    articles: collection({
      label: "Articles",
      path: "app/content/articles/*",
      slugField: "title",
      format: { contentField: "body" },
      entryLayout: "content",
      columns: ["title", "date"],
      schema: {
        // Writes `title:`; the slug it makes is the file name, never a frontmatter key.
        title: fields.slug({
          name: { label: "Title", validation: { isRequired: true } },
          slug: {
            label: "File name (URL)",
            description: "The article's address: /blog/<file name>. Made from the title.",
            validation: { pattern: { regex: SLUG, message: "Lowercase words joined by hyphens" } },
          },
        }),
        date: fields.date({ label: "Date", validation: { isRequired: true }, defaultValue: { kind: "today" } }),
        category: fields.select({
          label: "Category",
          options: categoryChoices,
          defaultValue: categoryChoices[0]!.value,
        }),
        excerpt: fields.text({ label: "Excerpt", multiline: true, validation: { isRequired: true } }),
        author: omitEmpty(
          fields.select({
            label: "Author",
            description: "Leave as the publication for an unsigned article.",
            options: [{ value: "", label: "The publication" }, ...authorChoices],
            defaultValue: "",
          }),
          "",
        ),
        updated: fields.date({ label: "Updated", description: "Only when the article was revised after publication." }),
        tags: fields.array(
          fields.text({
            label: "Tag",
            validation: {
              isRequired: true,
              pattern: { regex: SLUG, message: "Lowercase words joined by hyphens, e.g. web-components" },
            },
          }),
          {
            label: "Tags",
            itemLabel: (props) => props.value,
          },
        ),
        draft: omitEmpty(fields.checkbox({ label: "Draft", description: "A draft is not published." }), false),
        image: fields.text({
          label: "Image",
          description: "Path of an image under public/, e.g. /images/blog/my-article.svg.",
          validation: {
            pattern: {
              regex: /^(|\/images\/[a-z0-9/_-]+\.(svg|png|webp|avif|jpg))$/,
              message: "A path under /images/, e.g. /images/blog/x.svg",
            },
          },
        }),
        alt: fields.text({ label: "Image description (alt)", description: "Required when there is an image." }),
        canonical: fields.url({
          label: "Canonical URL",
          description: "Only when the article first appeared elsewhere.",
        }),
        // An article in a series names it (a file in app/content/series/) and its part; both, or neither.
        series: omitEmpty(
          fields.select({
            label: "Series",
            description: "Only when the article is a part of a series; give its part below.",
            options: [{ value: "", label: "No series" }, ...seriesChoices],
            defaultValue: "",
          }),
          "",
        ),
        part: omitEmpty(
          fields.integer({
            label: "Part",
            description: "Its place in the series: 1 for the first part. Number the parts 1, 2, 3… without a gap.",
            validation: { min: 1 },
          }),
          null,
        ),
        body: fields.markdoc({
          label: "Body",
          extension: "md",
          // Only what plain Markdown (remark + GFM) renders the same way: no Markdoc tables or tags,
          // no uploads into the content folder; h1 is the title, so sections start at h2.
          options: { heading: [2, 3, 4], table: false, image: false },
        }),
      },
    }),
  },
});
