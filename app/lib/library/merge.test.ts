import { describe, expect, it } from "vitest";
import { positionOf, stepsDone } from "./edit";
import { emptyLibrary, type Library } from "./format";
import { article, listedLibrary, sampleLibrary } from "./library.testing";
import { mergeLibraries } from "./merge";

const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T00:00:00.000Z`;

describe("mergeLibraries: an import, or a link from another device", () => {
  it("adds what is new, keeps every step done on either side and the newer position, and counts what was added", () => {
    const current = sampleLibrary();
    const incoming: Library = {
      ...emptyLibrary(),
      saved: [current.saved[0]!, { ...article("new-one"), savedAt: at(25) }],
      courses: [
        { slug: "frontend", title: "Frontend Development", done: [3], updatedAt: at(25) },
        { slug: "backend", title: "Backend", done: [1], updatedAt: at(25) },
      ],
      reading: [{ slug: "wasm", title: "WebAssembly", progress: 0.8, updatedAt: at(25) }],
    };
    const { library, added } = mergeLibraries(current, incoming);
    expect(added).toEqual({ articles: 1, lists: 0, notes: 0, courses: 2, reading: 0 });
    expect(library.saved.map((a) => a.slug)).toEqual(["react-19", "new-one"]);
    expect(stepsDone(library, "frontend")).toEqual([1, 2, 3]);
    expect(stepsDone(library, "backend")).toEqual([1]);
    expect(positionOf(library, "wasm")).toBe(0.8);
  });

  it("never holds an article twice, and joins a list of the same name, whatever its case", () => {
    const current = listedLibrary();
    const incoming: Library = {
      ...emptyLibrary(),
      saved: [{ ...article("react-19"), savedAt: at(26) }],
      lists: [
        {
          name: "WEEKEND",
          createdAt: at(26),
          articles: [
            { ...article("wasm", "WebAssembly"), savedAt: at(26) },
            { ...article("css"), savedAt: at(26) },
          ],
        },
        { name: "Rust", createdAt: at(26), articles: [{ ...article("css"), savedAt: at(26) }] },
      ],
    };
    const { library, added } = mergeLibraries(current, incoming);
    expect(added).toMatchObject({ articles: 1, lists: 2 });
    expect(library.saved.map((a) => a.slug)).toEqual(["react-19"]);
    expect(library.lists.map((l) => [l.name, l.articles.map((a) => a.slug)])).toEqual([
      ["Weekend", ["wasm", "css"]],
      ["Rust", ["css"]],
    ]);
  });

  it("keeps the newer of two notes on an article, and a note only with its article", () => {
    const current = listedLibrary();
    const older = { slug: "react-19", text: "Older words.", updatedAt: at(1) };
    const newer = { slug: "react-19", text: "Newer words.", updatedAt: at(30) };
    const base = { ...emptyLibrary(), saved: current.saved };
    expect(mergeLibraries(current, { ...base, notes: [older] }).library.notes).toEqual(current.notes);
    const merged = mergeLibraries(current, { ...base, notes: [newer] });
    expect(merged.library.notes).toEqual([newer]);
    expect(merged.added.notes).toBe(1);
    expect(
      mergeLibraries(emptyLibrary(), { ...emptyLibrary(), notes: [{ ...newer, slug: "nowhere" }] }).library.notes,
    ).toEqual([]);
  });

  it("adds nothing, and counts nothing, when the other library holds nothing new", () => {
    const { library, added } = mergeLibraries(listedLibrary(), listedLibrary());
    expect(added).toEqual({ articles: 0, lists: 0, notes: 0, courses: 0, reading: 0 });
    expect(library).toEqual(listedLibrary());
  });
});
