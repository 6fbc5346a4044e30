import { describe, expect, it } from "vitest";
import { checkLibrary, parseLibrary } from "./check";
import { emptyLibrary, LIBRARY_VERSION, NOTE_MAX } from "./format";
import { listedLibrary, sampleLibrary, versionOneLibrary } from "./library.testing";
import { peekLibrary } from "./peek";

const text = (value: unknown) => JSON.stringify(value);

describe("parseLibrary: the format, checked on every read and import", () => {
  it("reads a library back as it was written, lists and notes too, and nothing stored as an empty one", () => {
    expect(parseLibrary(text(sampleLibrary()))).toEqual({ ok: true, library: sampleLibrary() });
    expect(parseLibrary(text(listedLibrary()))).toEqual({ ok: true, library: listedLibrary() });
    expect(parseLibrary(null)).toEqual({ ok: true, library: emptyLibrary() });
  });

  it("reads a version 1 file or stored library whole, as today's with no list and no note", () => {
    expect(parseLibrary(text(versionOneLibrary()))).toEqual({ ok: true, library: sampleLibrary() });
    expect(sampleLibrary().version).toBe(2);
  });

  it("refuses a truncated or damaged file as damaged", () => {
    const whole = text(listedLibrary());
    expect(parseLibrary(whole.slice(0, whole.length / 2))).toEqual({ ok: false, problem: "damaged" });
    expect(parseLibrary("")).toEqual({ ok: false, problem: "damaged" });
  });

  it("refuses another program's JSON as foreign", () => {
    expect(parseLibrary(text({ bookmarks: [] }))).toEqual({ ok: false, problem: "foreign" });
    expect(parseLibrary(text([1, 2]))).toEqual({ ok: false, problem: "foreign" });
    expect(parseLibrary("42")).toEqual({ ok: false, problem: "foreign" });
  });

  it("refuses a file from a newer version, and a version that never existed", () => {
    expect(parseLibrary(text({ ...sampleLibrary(), version: LIBRARY_VERSION + 1 }))).toEqual({
      ok: false,
      problem: "future",
    });
    expect(parseLibrary(text({ ...sampleLibrary(), version: 0 }))).toEqual({ ok: false, problem: "invalid" });
  });

  it("refuses a hand-edited entry whole: a missing field, a wrong type, an unknown field, a bad step, a slug twice", () => {
    const base = listedLibrary();
    const list = base.lists[0]!;
    const broken = [
      { ...base, saved: [{ ...base.saved[0], title: undefined }] },
      { ...base, saved: [{ ...base.saved[0], readingMinutes: "4" }] },
      { ...base, saved: [{ ...base.saved[0], html: "<script>" }] },
      { ...base, courses: [{ ...base.courses[0], done: [2, 1] }] },
      { ...base, courses: [{ ...base.courses[0], done: [6] }] },
      { ...base, reading: [{ ...base.reading[0], progress: 1.5 }] },
      { ...base, saved: [base.saved[0], base.saved[0]] },
      { ...base, saved: [{ ...base.saved[0], slug: "../etc" }] },
      { ...base, saved: [{ ...base.saved[0], savedAt: "yesterday" }] },
      { ...base, reading: undefined },
      // Lists: no name, a name of spaces or too long, two lists of one name, an unknown field, a bad article.
      { ...base, lists: [{ ...list, name: "" }] },
      { ...base, lists: [{ ...list, name: "  Weekend " }] },
      { ...base, lists: [{ ...list, name: "x".repeat(61) }] },
      { ...base, lists: [list, { ...list, name: "WEEKEND" }] },
      { ...base, lists: [{ ...list, colour: "red" }] },
      { ...base, lists: [{ ...list, articles: [{ slug: "wasm" }] }] },
      { ...base, lists: Array.from({ length: 51 }, (_, i) => ({ ...list, name: `List ${i}` })) },
      { ...base, lists: undefined },
      // Notes: empty, too long, not text, twice for one article.
      { ...base, notes: [{ ...base.notes[0], text: " " }] },
      { ...base, notes: [{ ...base.notes[0], text: "x".repeat(NOTE_MAX + 1) }] },
      { ...base, notes: [{ ...base.notes[0], text: { html: "<b>" } }] },
      { ...base, notes: [base.notes[0], base.notes[0]] },
    ];
    for (const doc of broken)
      expect(checkLibrary(JSON.parse(text(doc))), text(doc)).toEqual({ ok: false, problem: "invalid" });
  });
});

describe("peekLibrary: what the inline script reads", () => {
  it("reads a library, a version 1 library as today's, and nothing stored as empty", () => {
    expect(peekLibrary(text(listedLibrary()))).toEqual(listedLibrary());
    expect(peekLibrary(text(versionOneLibrary()))).toEqual(sampleLibrary());
    expect(peekLibrary(null)).toEqual(emptyLibrary());
  });

  it("refuses what it cannot use, so the script never writes over it", () => {
    for (const bad of [
      "{",
      text({ ...sampleLibrary(), version: 3 }),
      text({ ...sampleLibrary(), format: "other" }),
      text({ ...sampleLibrary(), saved: [{ title: "no slug" }] }),
      text({ ...sampleLibrary(), courses: {} }),
      text({ ...sampleLibrary(), lists: [{ name: "No articles" }] }),
      text({ ...sampleLibrary(), notes: [{ text: "no slug" }] }),
    ]) {
      expect(peekLibrary(bad), bad).toBeUndefined();
    }
  });
});
