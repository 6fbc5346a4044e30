import { describe, expect, it } from "vitest";
import { aiGuides, techGuides } from "~/content/guides";
import { guideBodies } from "~/content/guide-pages";
import { guideWordCount } from "./guide-text";

describe("guideWordCount", () => {
  it("counts the intro and every part of the body", () => {
    const body = {
      description: "not counted",
      overview: ["one two"],
      concepts: [{ term: "three", definition: "four five" }],
      practices: [{ title: "six", desc: "seven" }],
      mistakes: [{ title: "eight", desc: "nine ten" }],
      furtherReading: [{ href: "/x", title: "not counted", desc: "not counted" }],
    };
    expect(guideWordCount("zero", body)).toBe(11);
  });

  it("gives every guide at least 400 words of its own copy", () => {
    for (const g of aiGuides) expect(guideWordCount(g.intro, guideBodies.ai[g.slug]), g.slug).toBeGreaterThanOrEqual(400);
    for (const g of techGuides) expect(guideWordCount(g.intro, guideBodies.tech[g.slug]), g.slug).toBeGreaterThanOrEqual(400);
  });
});
