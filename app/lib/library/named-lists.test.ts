import { describe, expect, it } from "vitest";
import { emptyLibrary, LISTS_MAX, NOTE_MAX } from "./format";
import { article, listedLibrary } from "./library.testing";
import {
  createList,
  deleteList,
  isInList,
  listNameProblem,
  noteOf,
  removeFromList,
  renameList,
  setNote,
  tidyListName,
  toggleInList,
} from "./named-lists";

const now = new Date("2026-11-27T09:00:00.000Z");
const RESERVED = "Saved articles";

describe("named lists", () => {
  it("are made, renamed and deleted; a name is tidied, and taken whatever its case", () => {
    expect(tidyListName("  Rust   for  later ")).toBe("Rust for later");
    let library = createList(emptyLibrary(), "Rust", now);
    expect(library.lists).toEqual([{ name: "Rust", createdAt: now.toISOString(), articles: [] }]);
    expect(listNameProblem(library, "rust", RESERVED)).toBe("taken");
    expect(listNameProblem(library, "saved ARTICLES", RESERVED)).toBe("taken");
    expect(listNameProblem(library, "", RESERVED)).toBe("empty");
    expect(listNameProblem(library, "x".repeat(61), RESERVED)).toBe("tooLong");
    expect(listNameProblem(library, "RUST", RESERVED, "Rust")).toBeUndefined();
    expect(createList(library, "RUST", now)).toBe(library);
    library = renameList(library, "Rust", "Rust, later");
    expect(library.lists.map((l) => l.name)).toEqual(["Rust, later"]);
    expect(deleteList(library, "rust, LATER").lists).toEqual([]);
  });

  it("stop at fifty", () => {
    let library = emptyLibrary();
    for (let i = 0; i < LISTS_MAX; i++) library = createList(library, `List ${i}`, now);
    expect(listNameProblem(library, "One more", RESERVED)).toBe("tooMany");
    expect(createList(library, "One more", now).lists).toHaveLength(LISTS_MAX);
  });

  it("hold an article once each; an article may be in several", () => {
    let library = createList(createList(emptyLibrary(), "Rust", now), "Later", now);
    library = toggleInList(library, "Rust", article("wasm"), now).library;
    library = toggleInList(library, "later", article("wasm"), now).library;
    expect(isInList(library, "Rust", "wasm") && isInList(library, "Later", "wasm")).toBe(true);
    const again = toggleInList(library, "Rust", article("wasm"), now);
    expect(again.added).toBe(false);
    expect(isInList(again.library, "Rust", "wasm")).toBe(false);
    expect(isInList(removeFromList(library, "Later", "wasm"), "Later", "wasm")).toBe(false);
  });

  it("let an article's note go with the last list that held it", () => {
    const library = setNote(listedLibrary(), "wasm", "Runs outside browsers too.", now);
    expect(noteOf(removeFromList(library, "Weekend", "wasm"), "wasm")).toBeUndefined();
    expect(noteOf(deleteList(library, "Weekend"), "wasm")).toBeUndefined();
    expect(noteOf(deleteList(library, "Weekend"), "react-19")?.text).toBe("Read the part on Actions again.");
  });
});

describe("notes", () => {
  it("keep the text as written, line breaks and markup alike, cut at 2,000 characters; an empty note is removed", () => {
    const hostile = '<img src=x onerror="alert(1)">\nSecond line';
    let library = setNote(listedLibrary(), "react-19", hostile, now);
    expect(noteOf(library, "react-19")).toEqual({ slug: "react-19", text: hostile, updatedAt: now.toISOString() });
    library = setNote(library, "react-19", "y".repeat(NOTE_MAX + 10), now);
    expect(noteOf(library, "react-19")?.text).toHaveLength(NOTE_MAX);
    expect(noteOf(setNote(library, "react-19", "   \n", now), "react-19")).toBeUndefined();
  });
});
