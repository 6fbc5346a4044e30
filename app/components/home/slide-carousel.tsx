import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Slide } from "~/content/schemas/copy";
import { Container } from "~/components/ui/container";
import { firstDelay, isPlaying, isRotating, nextIndex, previousIndex } from "~/lib/slider";
import { CarouselControls, type CarouselLabels } from "./carousel-controls";
import { SlidePanel } from "./slide-panel";
import { useHoverOrFocus } from "./use-hover-or-focus";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";
import { fill } from "~/lib/copy-text";

interface SlideCarouselProps {
  id: string;
  title: string;
  intervalMs: number;
  slides: readonly Slide[];
  /** `slideLabel`: "{n} of {total}". */
  labels: CarouselLabels & { slideLabel: string };
}

/**
 * The auto-rotating slider, built on the WAI-ARIA carousel pattern: it advances every `intervalMs`
 * and wraps, pauses while hovered or focused, has a pause/play button, and does not start on its
 * own for visitors who prefer reduced motion.
 */
export function SlideCarousel({ id, title, intervalMs, slides, labels }: SlideCarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<boolean | null>(null);
  const { ref, hovered, focusInside } = useHoverOrFocus<HTMLElement>();
  const reducedMotion = usePrefersReducedMotion();
  const playing = isPlaying(choice, reducedMotion);
  const rotating = isRotating({ playing, prefersReducedMotion: reducedMotion, hovered, focusInside });

  // Until a reader touches it, a plain script turns the slides (slider-autoplay.ts). Hydration renders
  // the first slide, as built; before the browser paints, this moves on to the one on screen, so the
  // dots, the arrows and a replayed tap all go on from there.
  useLayoutEffect(() => {
    const dots = [...(ref.current?.querySelectorAll("[data-slider-dot]") ?? [])];
    const shown = dots.findIndex((dot) => dot.getAttribute("aria-current") === "true");
    if (shown > 0) setIndex(shown);
  }, [ref]);

  // A timeout per slide rather than one interval: a slide the visitor just picked gets its full time.
  // Until the visitor has touched the slider, the first slide's time counts from when the page
  // began, not from when this island hydrated: it turns 7 s after the page opened (firstDelay).
  const untouched = useRef(true);
  useEffect(() => {
    if (hovered || focusInside || choice !== null || index !== 0) untouched.current = false;
    if (!rotating) return;
    const delay = untouched.current ? firstDelay(intervalMs, performance.now()) : intervalMs;
    untouched.current = false;
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count)), delay);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs, hovered, focusInside, choice]);

  const titleId = `${id}-title`;
  const slidesId = `${id}-slides`;

  return (
    <section
      ref={ref}
      id={id}
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      data-interval={intervalMs}
      className="bg-surface py-12 lg:py-20"
    >
      <Container>
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <h2 id={titleId} className="text-3xl sm:text-4xl">
            {title}
          </h2>
          <CarouselControls
            labels={labels}
            count={count}
            index={index}
            playing={playing}
            slidesId={slidesId}
            onTogglePlay={() => setChoice(!playing)}
            onPrevious={() => setIndex((i) => previousIndex(i, count))}
            onNext={() => setIndex((i) => nextIndex(i, count))}
            onSelect={setIndex}
          />
        </div>
        {/* Silent while rotating so screen readers are not interrupted; announces changes once paused.
            Built silent, before the motion preference is known: the plain script (slider-autoplay.ts)
            makes it polite for a reader who prefers reduced motion, and React's first render here
            matches what that script leaves, so its next render writes whatever changed. */}
        <div id={slidesId} aria-live={rotating || reducedMotion === null ? "off" : "polite"} className="grid">
          {slides.map((slide, i) => (
            <SlidePanel
              key={slide.id}
              slide={slide}
              label={fill(labels.slideLabel, { n: i + 1, total: count })}
              current={i === index}
            />
          ))}
        </div>
      </Container>
    </section>
  );
}
