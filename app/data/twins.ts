/**
 * The Markdown the twins are made from (lib/markdown-twins.ts): an article's or a guide's body as
 * its file holds it, after the frontmatter. The content store keeps each entry's rendered HTML, not
 * its source (`retainBody: false`, ADR 0026), so the file is read here when its twin is written,
 * one at a time: the archive's sources are never all held at once (ADR 0039).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseFrontmatter } from "@astrojs/markdown-remark";
import { getCollection } from "astro:content";
import { digestOf } from "./cache-key.ts";
import { getGuides } from "./collections.ts";

/** Each entry's source file by its id (an article's slug, a guide's "ai/tools"), relative to the project. */
export async function getSourceFiles(collection: "articles" | "guides"): Promise<Map<string, string>> {
  const entries = await getCollection(collection);
  return new Map(entries.map((entry) => [entry.id, entry.filePath ?? `app/content/${collection}/${entry.id}.md`]));
}

/** A digest of a source file's bytes: part of its twin's cache key, so a rebuild writes again only the twins whose files changed. */
export function sourceDigest(file: string): string {
  return digestOf(readFileSync(path.resolve(file), "utf8"));
}

/** The Markdown body of a source file: what follows its frontmatter, as Astro's loader splits it. */
export function readBody(file: string): string {
  return parseFrontmatter(readFileSync(path.resolve(file), "utf8")).content;
}

/** Every guide for its twin's path (/<section>/<slug>.md): the guide as its page has it (less its HTML) and its source file. */
export async function getGuideTwinPaths() {
  const [guides, files] = await Promise.all([getGuides(), getSourceFiles("guides")]);
  return guides.map(({ html: _html, words: _words, ...guide }) => ({
    params: { section: guide.section, slug: guide.slug },
    props: { guide, file: files.get(`${guide.section}/${guide.slug}`)! },
  }));
}

export type GuideTwinProps = Awaited<ReturnType<typeof getGuideTwinPaths>>[number]["props"];
