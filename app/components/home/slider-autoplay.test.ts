// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import slider from "~/content/copy/home-slider.yaml";
import { HighlightsSlider } from "./highlights-slider";
import { autoplaySlider } from "./slider-autoplay";

/** The slider as built, before React: what the plain script finds on the page. */
function builtSlider(reduceMotion = false): HTMLElement {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduceMotion && query.includes("reduce") }));
  document.body.innerHTML = renderToStaticMarkup(createElement(HighlightsSlider));
  return document.querySelector<HTMLElement>("#highlights")!;
}

const shown = (section: HTMLElement) =>
  [...section.querySelectorAll<HTMLElement>("[aria-roledescription=slide]")].findIndex(
    (slide) => !slide.hasAttribute("inert"),
  );
const currentDot = (section: HTMLElement) =>
  [...section.querySelectorAll("[data-slider-dot]")].findIndex((dot) => dot.getAttribute("aria-current") === "true");

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the home slider before React", () => {
  it("turns every interval from the page's start and wraps, the dots in step", () => {
    const section = builtSlider();
    autoplaySlider(section);
    expect(section.querySelector("[aria-live]")!.getAttribute("aria-live")).toBe("off");
    expect(slider.slides.length).toBe(3);
    vi.advanceTimersByTime(slider.intervalMs - performance.now() - 10);
    expect(shown(section)).toBe(0);
    vi.advanceTimersByTime(20);
    expect([shown(section), currentDot(section)]).toEqual([1, 1]);
    vi.advanceTimersByTime(slider.intervalMs * 2);
    expect([shown(section), currentDot(section)]).toEqual([0, 0]);
  });

  it("stops at the first sign of use, which also brings React", () => {
    const section = builtSlider();
    autoplaySlider(section);
    section.querySelector("button")!.dispatchEvent(new Event("focusin", { bubbles: true }));
    vi.advanceTimersByTime(slider.intervalMs * 3);
    expect(shown(section)).toBe(0);
  });

  it("waits for a reader who prefers reduced motion, its button offering to play", () => {
    const section = builtSlider(true);
    autoplaySlider(section);
    vi.advanceTimersByTime(slider.intervalMs * 3);
    expect(shown(section)).toBe(0);
    const toggle = section.querySelector("[data-slider-toggle]")!;
    expect(toggle.getAttribute("aria-label")).toBe(slider.play);
    expect(toggle.getAttribute("data-playing")).toBe("false");
    expect(section.querySelector("[aria-live]")!.getAttribute("aria-live")).toBe("polite");
  });
});
