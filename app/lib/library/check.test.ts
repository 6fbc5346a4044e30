import { describe, expect, it } from "vitest";
import { checkLibrary, parseLibrary } from "./check";
import { emptyLibrary, LIBRARY_VERSION } from "./format";
import { sampleLibrary } from "./library.testing";
import { peekLibrary } from "./peek";

const text = (value: unknown) => JSON.stringify(value);

describe("parseLibrary: the format, checked on every read and import", () => {
  it("reads a library back as it was written, and nothing stored as an empty one", () => {
    expect(parseLibrary(text(sampleLibrary()))).toEqual({ ok: true, library: sampleLibrary() });
    expect(parseLibrary(null)).toEqual({ ok: true, library: emptyLibrary() });
  });

  it("refuses a truncated or damaged file as damaged", () => {
    const whole = text(sampleLibrary());
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
    const base = sampleLibrary();
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
    ];
    for (const doc of broken)
      expect(checkLibrary(JSON.parse(text(doc))), text(doc)).toEqual({ ok: false, problem: "invalid" });
  });
});

describe("peekLibrary: what the inline script reads", () => {
  it("reads a library, and nothing stored as empty", () => {
    expect(peekLibrary(text(sampleLibrary()))).toEqual(sampleLibrary());
    expect(peekLibrary(null)).toEqual(emptyLibrary());
  });

  it("refuses what it cannot use, so the script never writes over it", () => {
    for (const bad of [
      "{",
      text({ ...sampleLibrary(), version: 2 }),
      text({ ...sampleLibrary(), format: "other" }),
      text({ ...sampleLibrary(), saved: [{ title: "no slug" }] }),
      text({ ...sampleLibrary(), courses: {} }),
    ]) {
      expect(peekLibrary(bad), bad).toBeUndefined();
    }
  });
});
