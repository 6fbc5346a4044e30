import { describe, expect, it } from "vitest";
import { HEADER_HIDE_THRESHOLD, isHeaderHidden } from "./scroll-direction";

const base = { previousY: 0, wasHidden: false, pinned: false };

describe("isHeaderHidden", () => {
  it("stays visible until the threshold is passed", () => {
    expect(isHeaderHidden({ ...base, y: HEADER_HIDE_THRESHOLD, previousY: 100 })).toBe(false);
    expect(isHeaderHidden({ ...base, y: HEADER_HIDE_THRESHOLD + 1, previousY: 100 })).toBe(true);
  });

  it("reappears on scroll up", () => {
    expect(isHeaderHidden({ ...base, y: 400, previousY: 500, wasHidden: true })).toBe(false);
  });

  it("keeps its state when the position does not change", () => {
    expect(isHeaderHidden({ ...base, y: 400, previousY: 400, wasHidden: true })).toBe(true);
  });

  it("never hides while pinned by the mobile menu or focus", () => {
    expect(isHeaderHidden({ ...base, y: 900, previousY: 300, pinned: true })).toBe(false);
  });
});
