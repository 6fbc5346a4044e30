import { describe, expect, it } from "vitest";
import { countWords, readingMinutes } from "./reading-time";

describe("countWords", () => {
  it("counts words, treating contractions, hyphenated words and numbers as one", () => {
    expect(countWords("Motivation fades; habits stay.")).toBe(4);
    expect(countWords("Don't over-engineer React 19's use() hook — really.")).toBe(7);
    expect(countWords("  \n ")).toBe(0);
  });
});

describe("readingMinutes", () => {
  it("divides by 220 words a minute and rounds up", () => {
    expect(readingMinutes(220)).toBe(1);
    expect(readingMinutes(221)).toBe(2);
    expect(readingMinutes(1100)).toBe(5);
    expect(readingMinutes(1101)).toBe(6);
  });

  it("never says zero minutes", () => {
    expect(readingMinutes(0)).toBe(1);
  });
});
