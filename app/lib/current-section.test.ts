import { describe, expect, it } from "vitest";
import { currentSection, readingLine } from "./current-section";

const view = (headingTops: number[], atEnd = false) => [headingTops, 800, atEnd] as const;

describe("currentSection", () => {
  it("is the first section while the reader is still in the introduction above it", () => {
    expect(currentSection(...view([400, 1200, 2000]))).toBe(0);
  });

  it("is the last section whose heading has risen above the reading line", () => {
    expect(currentSection(...view([150, 900, 1700]))).toBe(0);
    expect(currentSection(...view([-600, 100, 900]))).toBe(1);
    // Past every heading, the last section stays current.
    expect(currentSection(...view([-3000, -2000, -900]))).toBe(2);
  });

  it("counts a heading a TOC link has just scrolled to (below the sticky header) as reached", () => {
    // scroll-padding-top in app.css puts a jumped-to heading 5.5rem (88 px) from the top.
    expect(currentSection(...view([-500, 88, 1400]))).toBe(1);
    expect(readingLine(480)).toBeGreaterThan(88);
  });

  it("makes the last section current at the end of the page, though its heading never reached the line", () => {
    expect(currentSection(...view([-900, 100, 650], false))).toBe(1);
    expect(currentSection(...view([-900, 100, 650], true))).toBe(2);
  });

  it("is none for an article without sections", () => {
    expect(currentSection(...view([], true))).toBe(-1);
  });
});

describe("readingLine", () => {
  it("is a third of the window, at most 12rem, so a tall window does not count a heading read at its middle", () => {
    expect(readingLine(480)).toBe(160);
    expect(readingLine(1200)).toBe(192);
  });
});
