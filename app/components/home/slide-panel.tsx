import { ArrowRight } from "~/components/ui/icons";
import type { Slide } from "~/content/schemas/copy";
import { ButtonLink } from "~/components/ui/button";

interface SlidePanelProps {
  slide: Slide;
  /** "1 of 3" and so on: what a screen reader announces for the slide. */
  label: string;
  current: boolean;
}

/**
 * One slide. All slides share one grid cell, so the slider is as tall as its tallest slide and
 * nothing below it moves when they change. Slides not shown are inert and invisible: out of the
 * tab order and hidden from assistive technology, but still in the prerendered HTML. `inert` is the
 * one attribute that says which is shown, so the slider's plain script turns slides as React does.
 */
export function SlidePanel({ slide, label, current }: SlidePanelProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      inert={!current}
      // Shown or hidden by `inert` alone, which the plain script (slider-autoplay.ts) also sets.
      className="visible col-start-1 row-start-1 opacity-100 transition-[opacity,visibility] duration-250 ease-out inert:invisible inert:opacity-0"
    >
      <div className="grid h-full overflow-hidden rounded-3xl border border-border bg-bg shadow-sm md:grid-cols-2">
        <img
          src={slide.image.src}
          width={slide.image.width}
          height={slide.image.height}
          alt={slide.image.alt}
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] h-full w-full object-cover"
        />
        <div className="flex flex-col justify-center p-6 sm:p-10">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{slide.kicker}</p>
          <h3 className="mt-2 text-2xl sm:text-3xl">{slide.title}</h3>
          <p className="mt-4 text-muted">{slide.subtitle}</p>
          <div className="mt-6">
            <ButtonLink to={slide.buttonLink}>
              {slide.buttonLabel}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          </div>
        </div>
      </div>
    </div>
  );
}
