import { isValidElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { CARD_HEIGHT, CARD_WIDTH, cardElement, cardMotif, cardTitleSize } from "./social-card";

const text = (node: unknown): string => {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(text).join("");
  if (isValidElement(node)) return text((node as ReactElement<{ children?: unknown }>).props.children);
  return "";
};

describe("social card", () => {
  it("shrinks longer titles and never lets one run past its lines", () => {
    const sizes = [
      "Blog",
      "Running Small Language Models Locally",
      "Prompt Engineering for Developers: Patterns That Hold Up in Production",
      "x".repeat(200),
    ].map(cardTitleSize);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]!.fontSize).toBeLessThanOrEqual(sizes[i - 1]!.fontSize);
    // The clamped lines fit between the label row and the footer (about 330 px).
    for (const { fontSize, maxLines } of sizes) expect(fontSize * 1.12 * maxLines).toBeLessThanOrEqual(340);
  });

  it("shows the title, the label and the brand on a 1200×630 card", () => {
    const card = cardElement({
      title: "Edge AI",
      label: "AI Insights",
      brand: "TechHorizon",
      host: "techhorizon.example",
      mark: "data:,",
    });
    const style = (card.props as { style: { width: number; height: number } }).style;
    expect([style.width, style.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    expect(text(card)).toContain("Edge AI");
    expect(text(card)).toContain("AI Insights");
    expect(text(card)).toContain("TechHorizon");
  });

  it("gives each topic its motif", () => {
    expect(cardMotif("AI Insights")).toBe("circuit");
    expect(cardMotif("Tech Trends")).toBe("chart");
    expect(cardMotif("")).toBe("horizon");
  });
});
