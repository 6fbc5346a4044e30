/**
 * The home slider before React (issue 40): React loads only when a reader touches the slider, yet the
 * slides must turn every 7 s from load (docs/product.md#home). This small plain script turns them until then, by
 * the same rules as the island (lib/slider.ts) and through the same attributes it renders: `inert`
 * on the slides, `aria-current` on the dots, the pause button's `data-playing` and name. The first
 * sign of use stops it (lib/intent.ts, which also starts the island): a pointer over the slider and
 * focus inside it pause it anyway, and a tap on an arrow is replayed by React from the slide shown
 * here (SlideCarousel reads it).
 */
import { INTENT_EVENTS } from "~/lib/intent";
import { firstDelay, isPlaying, isRotating, nextIndex, REDUCED_MOTION } from "~/lib/slider";

export function autoplaySlider(section: HTMLElement | null) {
  if (!section) return;
  const slides = section.querySelectorAll<HTMLElement>("[aria-roledescription=slide]");
  const dots = section.querySelectorAll("[data-slider-dot]");
  const reduced = matchMedia(REDUCED_MOTION).matches;
  const playing = isPlaying(null, reduced);
  const rotating = isRotating({ playing, prefersReducedMotion: reduced, hovered: false, focusInside: false });
  if (!rotating) {
    // Waiting for the reader: slides they choose are announced (built silent), and the button offers to play.
    section.querySelector("[aria-live]")!.setAttribute("aria-live", "polite");
    const toggle = section.querySelector<HTMLElement>("[data-slider-toggle]")!;
    toggle.dataset.playing = String(playing);
    toggle.setAttribute("aria-label", toggle.dataset[playing ? "pause" : "play"]!);
    return;
  }
  const interval = Number(section.dataset.interval);
  let index = 0;
  let timer = 0;
  const turn = () => {
    index = nextIndex(index, slides.length);
    slides.forEach((slide, i) => slide.toggleAttribute("inert", i !== index));
    dots.forEach((dot, i) =>
      i === index ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current"),
    );
    timer = window.setTimeout(turn, interval);
  };
  timer = window.setTimeout(turn, firstDelay(interval, performance.now()));
  for (const type of INTENT_EVENTS) section.addEventListener(type, () => clearTimeout(timer), { passive: true });
}
