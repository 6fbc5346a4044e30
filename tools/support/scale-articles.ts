/**
 * Articles made up for the scale benchmark (tools/measure/scale.ts, issue 20): the real articles'
 * headings, paragraphs and code blocks redrawn into `count` more, each with its own title, excerpt,
 * date, category, author and three of 60 tags. Deterministic for a seed, so two runs build the same
 * site; valid against the article schema (app/content/schemas/articles.ts). They are written only
 * into a throwaway copy of the project, never into app/content/.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";

/** 60 tags: the 15 the real articles use, so their tag pages grow too, and 45 more. */
export const SCALE_TAGS: readonly (readonly [slug: string, name: string])[] = [
  ["learning", "Learning"],
  ["habits", "Habits"],
  ["career", "Career"],
  ["projects", "Side Projects"],
  ["llm", "Language Models"],
  ["prompts", "Prompts"],
  ["testing", "Testing"],
  ["react", "React"],
  ["javascript", "JavaScript"],
  ["frontend", "Frontend"],
  ["local-ai", "Local AI"],
  ["privacy", "Privacy"],
  ["webassembly", "WebAssembly"],
  ["rust", "Rust"],
  ["backend", "Backend"],
  ["css", "CSS"],
  ["typescript", "TypeScript"],
  ["node", "Node.js"],
  ["deno", "Deno"],
  ["bun", "Bun"],
  ["astro", "Astro"],
  ["svelte", "Svelte"],
  ["vue", "Vue"],
  ["accessibility", "Accessibility"],
  ["performance", "Web Performance"],
  ["security", "Security"],
  ["devops", "DevOps"],
  ["kubernetes", "Kubernetes"],
  ["docker", "Containers"],
  ["serverless", "Serverless"],
  ["edge", "Edge Computing"],
  ["databases", "Databases"],
  ["postgres", "PostgreSQL"],
  ["sqlite", "SQLite"],
  ["graphql", "GraphQL"],
  ["apis", "APIs"],
  ["observability", "Observability"],
  ["ci", "Continuous Integration"],
  ["git", "Git"],
  ["open-source", "Open Source"],
  ["python", "Python"],
  ["go", "Go"],
  ["mobile", "Mobile"],
  ["design-systems", "Design Systems"],
  ["animation", "Animation"],
  ["browsers", "Browsers"],
  ["standards", "Web Standards"],
  ["embeddings", "Embeddings"],
  ["rag", "Retrieval"],
  ["agents", "AI Agents"],
  ["fine-tuning", "Fine-Tuning"],
  ["evaluation", "Evaluation"],
  ["ethics", "AI Ethics"],
  ["productivity", "Productivity"],
  ["focus", "Focus"],
  ["mentoring", "Mentoring"],
  ["interviews", "Interviews"],
  ["remote-work", "Remote Work"],
  ["writing", "Technical Writing"],
  ["burnout", "Burnout"],
];

const OPENERS = [
  "A Field Guide to",
  "Getting Started with",
  "What We Learned Shipping",
  "Rethinking",
  "The Quiet Power of",
  "Debugging",
  "Scaling",
  "Ten Lessons from",
  "Beyond the Basics of",
  "A Year with",
  "Migrating to",
  "Patterns for",
  "Making Sense of",
  "Teaching",
  "The Hidden Costs of",
];
const ANGLES = [
  "What Actually Works",
  "A Practical Checklist",
  "Notes from Production",
  "Mistakes to Avoid",
  "For Small Teams",
  "Without the Hype",
  "In Plain Words",
  "Step by Step",
  "The Trade-offs",
  "From First Try to Habit",
  "Where to Start",
  "What Changed This Year",
];
const EXCERPTS = [
  (a: string, b: string) =>
    `How ${a} and ${b} fit together in everyday work: the decisions that matter, the traps we hit and what we would do again.`,
  (a: string, b: string) =>
    `A practical look at ${a}, with examples that connect it to ${b} and a short list of what to try first.`,
  (a: string, b: string) => `What teams learn when ${a} meets real deadlines, and why ${b} ends up part of the answer.`,
  (a: string, b: string) => `The ideas behind ${a}, explained with working code, honest trade-offs and a note on ${b}.`,
];

/**
 * A description file for each of `tags` (slug, name) that `described` does not already hold, as
 * app/content/tags/<slug>.yaml: the build refuses an article naming a tag nobody has described.
 */
export function tagFiles(
  tags: readonly (readonly [slug: string, name: string])[],
  described: ReadonlySet<string>,
): { file: string; text: string }[] {
  return tags
    .filter(([slug]) => !described.has(slug))
    .map(([slug, name]) => ({
      file: `app/content/tags/${slug}.yaml`,
      text: `description: "Articles on ${name}: what it is, where it helps and what teams learn using it."\n`,
    }));
}

/** The real articles' building blocks, by kind: what generated articles are redrawn from. */
export interface ArticleBlocks {
  headings: string[];
  paragraphs: string[];
  code: string[];
}

/** A Markdown body cut into blocks at blank lines, keeping fenced code blocks whole. */
export function blocksOf(body: string): ArticleBlocks {
  const blocks: string[] = [];
  let current: string[] = [];
  let inFence = false;
  const flush = () => {
    if (current.some((line) => line.trim())) blocks.push(current.join("\n").trim());
    current = [];
  };
  for (const line of body.split("\n")) {
    if (line.startsWith("```")) inFence = !inFence;
    if (!inFence && !line.trim()) flush();
    else current.push(line);
  }
  flush();
  return {
    headings: blocks.filter((b) => /^#{2,3} /.test(b)).map((b) => b.replace(/^#+ /, "")),
    code: blocks.filter((b) => b.startsWith("```")),
    paragraphs: blocks.filter((b) => !/^#/.test(b) && !b.startsWith("```")),
  };
}

/** The blocks of every published article in `dir` (drafts are left out, as the build leaves them out). */
export function realArticleBlocks(dir: string): ArticleBlocks & { slugs: string[] } {
  const all: ArticleBlocks & { slugs: string[] } = { headings: [], paragraphs: [], code: [], slugs: [] };
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith(".md"))
    .sort()) {
    const [, frontmatter = "", ...rest] = readFileSync(path.join(dir, name), "utf8").split(/^---$/m);
    if ((parseYaml(frontmatter) as { draft?: boolean }).draft) continue;
    const blocks = blocksOf(rest.join("---"));
    all.headings.push(...blocks.headings);
    all.paragraphs.push(...blocks.paragraphs);
    all.code.push(...blocks.code);
    all.slugs.push(name.slice(0, -3));
  }
  return all;
}

/** mulberry32: a small seeded generator, the same numbers on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export interface GeneratedArticle {
  slug: string;
  /** The whole file: frontmatter and body. */
  text: string;
}

export interface GenerateOptions {
  categories: readonly string[];
  authors: readonly string[];
  /** Slugs already taken (the real articles). */
  taken?: readonly string[];
  seed?: number;
  /** The newest generated date; the others go back from it, about ten years in all. */
  newest?: string;
}

const DAY = 86_400_000;

/** `count` articles made of `blocks`, oldest last. */
export function generateArticles(count: number, blocks: ArticleBlocks, options: GenerateOptions): GeneratedArticle[] {
  const { categories, authors, taken = [], seed = 20, newest = "2026-08-01" } = options;
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const used = new Set(taken);
  const articles: GeneratedArticle[] = [];
  for (let i = 0; i < count; i++) {
    const tags: (typeof SCALE_TAGS)[number][] = [];
    while (tags.length < 3) {
      const tag = pick(SCALE_TAGS);
      if (!tags.includes(tag)) tags.push(tag);
    }
    const [first, second] = tags.map(([, name]) => name) as [string, string];
    let title = `${pick(OPENERS)} ${first}: ${pick(ANGLES)}`;
    for (let part = 2; used.has(slugOf(title)); part++) title = title.replace(/(, Part \d+)?$/, `, Part ${part}`);
    const slug = slugOf(title);
    used.add(slug);
    // Spread over about ten years back from `newest`, whatever the count.
    const daysBack = Math.floor(((i + next()) * 3650) / count);
    const date = new Date(Date.parse(newest) - daysBack * DAY).toISOString().slice(0, 10);
    const author = next() < 0.1 ? undefined : pick(authors);
    const sections = 3 + Math.floor(next() * 4);
    const body: string[] = [pick(blocks.paragraphs)];
    for (let s = 0; s < sections; s++) {
      body.push(`## ${pick(blocks.headings)}`, pick(blocks.paragraphs), pick(blocks.paragraphs));
      if (next() < 0.6) body.push(pick(blocks.code));
      if (next() < 0.5) body.push(pick(blocks.paragraphs));
    }
    const frontmatter = [
      `title: ${JSON.stringify(title)}`,
      `category: ${pick(categories)}`,
      `date: ${date}`,
      ...(author ? [`author: ${author}`] : []),
      `excerpt: ${JSON.stringify(pick(EXCERPTS)(first, second))}`,
      `tags: [${tags.map(([s]) => s).join(", ")}]`,
    ];
    articles.push({ slug, text: `---\n${frontmatter.join("\n")}\n---\n\n${body.join("\n\n")}\n` });
  }
  return articles;
}
