/** Libraries for the tests: an article to save, a library with one of each entry, and one as version 1 stored it. */
import type { ArticleToSave } from "./edit.ts";
import { emptyLibrary, type Library } from "./format.ts";

export const article = (slug: string, title = `Title of ${slug}`): ArticleToSave => ({
  slug,
  title,
  excerpt: "What the article is about.",
  category: "Tech Trends",
  date: "2026-11-04",
  dateText: "November 4, 2026",
  readingMinutes: 4,
});

export function sampleLibrary(): Library {
  return {
    ...emptyLibrary(),
    saved: [{ ...article("react-19"), savedAt: "2026-11-20T10:00:00.000Z" }],
    courses: [{ slug: "frontend", title: "Frontend Development", done: [1, 2], updatedAt: "2026-11-21T10:00:00.000Z" }],
    reading: [{ slug: "wasm", title: "WebAssembly", progress: 0.4, updatedAt: "2026-11-22T10:00:00.000Z" }],
  };
}

/** The sample with a named list and a note: what version 2 adds. */
export function listedLibrary(): Library {
  return {
    ...sampleLibrary(),
    lists: [
      {
        name: "Weekend",
        createdAt: "2026-11-23T10:00:00.000Z",
        articles: [{ ...article("wasm", "WebAssembly"), savedAt: "2026-11-23T11:00:00.000Z" }],
      },
    ],
    notes: [{ slug: "react-19", text: "Read the part on Actions again.", updatedAt: "2026-11-24T10:00:00.000Z" }],
  };
}

/** A library as the first version of the site stored and exported it (before lists and notes). */
export function versionOneLibrary(): Record<string, unknown> {
  const { format, saved, courses, reading } = sampleLibrary();
  return { format, version: 1, saved, courses, reading };
}

/** Words of the generated articles' slugs: a technology publication's, as its titles repeat them. */
const WORDS = `react vue svelte angular astro next remix node deno bun rust go python typescript javascript css html
  grid flexbox container queries layout performance accessibility security testing vitest playwright webassembly
  wasm api rest graphql database postgres sqlite redis cache edge serverless docker kubernetes deploy cloud git
  github actions ci pipeline monorepo build bundler vite esbuild rollup webpack compiler hooks signals state
  server components streaming hydration islands routing forms validation auth passkeys oauth cookies storage
  offline service worker pwa images fonts animation motion design tokens theme dark mode prompt engineering
  models llm agents embeddings vector search ranking learning habit career interview portfolio burnout focus
  practice guide introduction deep dive beyond browser real world patterns mistakes lessons from scratch
  production scale fast small modern practical complete first steps understanding building shipping measuring`
  .split(/\s+/)
  .filter(Boolean);

/** A small seeded generator (mulberry32), so a generated library is the same on every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The six web development courses' slugs, as app/content/courses/topics/ names them. */
export const COURSE_SLUGS = ["frontend", "backend", "database", "deployment", "versioncontrol", "toolandresourse"];

/**
 * A reader's library of `count` saved articles, each also in one of `lists` named lists, with steps
 * done in all six courses: slugs of four to seven words (about 40 characters, as the site's are).
 */
export function generatedLibrary(count: number, lists = 3): Library {
  const random = seeded(count);
  const pick = () => WORDS[Math.floor(random() * WORDS.length)]!;
  const slugs = new Set<string>();
  while (slugs.size < count) slugs.add(Array.from({ length: 4 + Math.floor(random() * 4) }, pick).join("-"));
  const saved = [...slugs].map((slug, i) => ({
    ...article(slug),
    savedAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
  }));
  return {
    ...emptyLibrary(),
    saved,
    lists: Array.from({ length: lists }, (_, n) => ({
      name: `List number ${n + 1}`,
      createdAt: "2026-01-01T00:00:00.000Z",
      articles: saved.filter((_, i) => i % lists === n),
    })),
    courses: COURSE_SLUGS.map((slug, i) => ({
      slug,
      title: slug,
      done: [1, 2, 3, 4, 5].slice(0, 1 + (i % 5)),
      updatedAt: "2026-01-02T00:00:00.000Z",
    })),
  };
}
