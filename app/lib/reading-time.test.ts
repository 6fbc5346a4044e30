import { describe, expect, it } from "vitest";
import { countWords, readingMinutes } from "./reading-time";

describe("countWords", () => {
  it("counts words, keeping contractions and hyphenated words whole", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("Don't over-engineer a small app.")).toBe(5);
    expect(countWords("  MQTT, Matter — and   Wi-Fi 6!")).toBe(5);
  });
});

describe("readingMinutes", () => {
  it("rounds to whole minutes with a floor of one", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(90)).toBe(1);
    expect(readingMinutes(650)).toBe(3);
    expect(readingMinutes(1000)).toBe(5);
  });
});
