import { describe, expect, it } from "vitest";
import { checkLibrary } from "./check";
import { articleToSave } from "./edit";
import { emptyLibrary } from "./format";
import { article, COURSE_SLUGS, generatedLibrary, listedLibrary } from "./library.testing";
import {
  decodeLink,
  encodeLink,
  LINK_MAX_CHARS,
  libraryFromLink,
  linkedLibrary,
  linkedSlugs,
  type LinkedLibrary,
} from "./link";
import { mergeLibraries } from "./merge";
import { isLibraryLink } from "./link-fragment";

const ORIGIN = "https://techhorizon.example";
const linkOf = async (fragment: string) => `${ORIGIN}/library#${fragment}`;

/** A fragment with one character of its payload changed to another of the alphabet. */
function altered(fragment: string, at: number): string {
  const char = fragment[at] === "A" ? "B" : "A";
  return fragment.slice(0, at) + char + fragment.slice(at + 1);
}

describe("the library in a link", () => {
  it("carries lists, their order, notes and courses, and reads back as it was written", async () => {
    const library = listedLibrary();
    library.lists[0]!.articles.push({ ...article("react-19"), savedAt: "2026-11-25T00:00:00.000Z" });
    library.notes.push({
      slug: "wasm",
      text: 'Plain <b>text</b> & "quotes"\nover two lines ✓',
      updatedAt: "2026-11-26T08:30:00.000Z",
    });
    const link = linkedLibrary(library);
    expect(link).toEqual({
      saved: ["react-19"],
      lists: [{ name: "Weekend", slugs: ["react-19", "wasm"] }],
      notes: [
        { slug: "react-19", text: "Read the part on Actions again.", updatedAt: "2026-11-24T10:00:00.000Z" },
        { slug: "wasm", text: 'Plain <b>text</b> & "quotes"\nover two lines ✓', updatedAt: "2026-11-26T08:30:00.000Z" },
      ],
      courses: [{ slug: "frontend", done: [1, 2] }],
    } satisfies LinkedLibrary);
    const fragment = await encodeLink(link);
    expect(fragment).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(isLibraryLink(fragment)).toBe(true);
    expect(isLibraryLink("library-saved")).toBe(false);
    expect(await decodeLink(fragment)).toEqual({ ok: true, link });
    expect(await decodeLink(await encodeLink(linkedLibrary(emptyLibrary())))).toEqual({
      ok: true,
      link: linkedLibrary(emptyLibrary()),
    });
  });

  it("becomes a library that checks as an imported file does, without what the site no longer has", async () => {
    const link = linkedLibrary(listedLibrary());
    const cards = new Map([["react-19", articleToSave(article("react-19"))]]);
    const now = new Date("2026-12-01T00:00:00.000Z");
    const library = libraryFromLink(link, cards, new Map([["frontend", "Frontend Development"]]), now);
    expect(checkLibrary(JSON.parse(JSON.stringify(library)))).toEqual({ ok: true, library });
    expect(library.saved).toEqual([{ ...article("react-19"), savedAt: now.toISOString() }]);
    // "wasm" has no card (no longer published): its list stays, empty, and no note is kept for it.
    expect(library.lists).toEqual([{ name: "Weekend", createdAt: now.toISOString(), articles: [] }]);
    expect(library.notes.map((n) => n.slug)).toEqual(["react-19"]);
    expect(library.courses).toEqual([
      { slug: "frontend", title: "Frontend Development", done: [1, 2], updatedAt: now.toISOString() },
    ]);
    expect(mergeLibraries(emptyLibrary(), library).added).toEqual({
      articles: 1,
      lists: 1,
      notes: 1,
      courses: 1,
      reading: 0,
    });
  });

  it("is at most 1,500 characters for 50 saved articles in 3 lists with progress on all six courses", async () => {
    const library = generatedLibrary(50, 3);
    expect(library.courses.map((c) => c.slug)).toEqual(COURSE_SLUGS);
    const link = await linkOf(await encodeLink(linkedLibrary(library)));
    expect(link.length).toBeLessThanOrEqual(1500);
    const read = await decodeLink(link.split("#")[1]!);
    expect(read.ok && linkedSlugs(read.link)).toHaveLength(50);
  });

  it("refuses a link cut short, altered, of a newer format, far too large, or holding what no library holds", async () => {
    const fragment = await encodeLink(linkedLibrary(generatedLibrary(20)));
    for (const cut of [fragment.slice(0, fragment.length - 1), fragment.slice(0, fragment.length / 2), "v1.", "v1"])
      expect(await decodeLink(cut), cut).toEqual({ ok: false, problem: "damaged" });
    // Any one character changed: the checksum (or the stream) fails.
    for (const index of [5, Math.floor(fragment.length / 2), fragment.length - 3])
      expect((await decodeLink(altered(fragment, index))).ok, `changed at ${index}`).toBe(false);
    expect(await decodeLink("v1.not base64!")).toEqual({ ok: false, problem: "damaged" });
    expect(await decodeLink(`v2.${fragment.slice(3)}`)).toEqual({ ok: false, problem: "future" });
    expect(await decodeLink(`v1.${"A".repeat(LINK_MAX_CHARS)}`)).toEqual({ ok: false, problem: "tooLarge" });

    // A small link that unpacks to far more than any library: refused before it is all read.
    const bomb = new TextEncoder().encode(`[${JSON.stringify("x".repeat(5_000_000))}]`);
    const packed = new Uint8Array(
      await new Response(new Blob([bomb]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer(),
    );
    const bombFragment = `v1.${btoa(String.fromCharCode(...packed))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "")}`;
    expect(bombFragment.length).toBeLessThan(LINK_MAX_CHARS);
    expect(await decodeLink(bombFragment)).toEqual({ ok: false, problem: "tooLarge" });

    // Well-formed links whose contents are wrong: a slug that is not one, an index past the end, a bad note.
    const wrong = async (value: unknown) => {
      const bytes = new TextEncoder().encode(JSON.stringify(value));
      const out = new Uint8Array(
        await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer(),
      );
      return `v1.${btoa(String.fromCharCode(...out))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "")}`;
    };
    for (const value of [
      { saved: [] },
      [["../etc"], 1, [], [], []],
      [["a"], 2, [], [], []],
      [["a"], 1, [["List", [1]]], [], []],
      [
        ["a"],
        1,
        [
          ["List", [0]],
          ["LIST", [0]],
        ],
        [],
        [],
      ],
      [["a"], 1, [], [[0, "<script>".repeat(300), 1]], []],
      [["a"], 1, [], [], [["frontend", 32]]],
      [["a", "a"], 1, [], [], []],
    ])
      expect(await decodeLink(await wrong(value)), JSON.stringify(value)).toEqual({ ok: false, problem: "invalid" });
  });
});
