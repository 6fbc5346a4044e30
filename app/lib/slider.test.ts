import { describe, expect, it } from "vitest";
import { firstDelay, isPlaying, isRotating, nextIndex, previousIndex } from "./slider";

describe("nextIndex / previousIndex", () => {
  it("step through the slides in order", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(previousIndex(2, 3)).toBe(1);
    expect(previousIndex(1, 3)).toBe(0);
  });

  it("wrap from the last slide to the first and back", () => {
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it("stay on the only slide, and survive an empty list", () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });
});

describe("isPlaying", () => {
  it("plays by default, and before the motion preference is known", () => {
    expect(isPlaying(null, false)).toBe(true);
    expect(isPlaying(null, null)).toBe(true);
  });

  it("does not play by default when the visitor prefers reduced motion", () => {
    expect(isPlaying(null, true)).toBe(false);
  });

  it("follows the visitor's explicit choice either way", () => {
    expect(isPlaying(false, false)).toBe(false);
    expect(isPlaying(true, true)).toBe(true);
  });
});

describe("isRotating", () => {
  const base = { playing: true, prefersReducedMotion: false, hovered: false, focusInside: false };

  it("rotates when playing, idle and the preference allows it", () => {
    expect(isRotating(base)).toBe(true);
  });

  it("stops while hovered, while focus is inside, or when paused", () => {
    expect(isRotating({ ...base, hovered: true })).toBe(false);
    expect(isRotating({ ...base, focusInside: true })).toBe(false);
    expect(isRotating({ ...base, playing: false })).toBe(false);
  });

  it("never starts before the motion preference has been read", () => {
    expect(isRotating({ ...base, prefersReducedMotion: null })).toBe(false);
  });

  it("rotates under reduced motion only when the visitor pressed play", () => {
    expect(isRotating({ ...base, playing: isPlaying(null, true), prefersReducedMotion: true })).toBe(false);
    expect(isRotating({ ...base, playing: isPlaying(true, true), prefersReducedMotion: true })).toBe(true);
  });
});

describe("firstDelay", () => {
  it("keeps the first slide for what is left of its time since the page began", () => {
    expect(firstDelay(7000, 0)).toBe(7000);
    expect(firstDelay(7000, 1200)).toBe(5800);
  });

  it("turns at once when the script came after that moment", () => {
    expect(firstDelay(7000, 7000)).toBe(0);
    expect(firstDelay(7000, 9500)).toBe(0);
  });
});
