import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/ui/icons";
import { fill } from "~/lib/copy-text";

export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "Go to slide {n}". */
  goTo: string;
}

interface CarouselControlsProps {
  labels: CarouselLabels;
  count: number;
  index: number;
  playing: boolean;
  /** Id of the element holding the slides, which the buttons change. */
  slidesId: string;
  onTogglePlay: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
}

const iconButton =
  "flex size-11 items-center justify-center rounded-full border border-border bg-bg text-ink transition-colors duration-200 hover:border-brand hover:text-brand";

/** Pause/play, previous, one dot per slide and next; every control has a name saying what it does. */
export function CarouselControls({
  labels,
  count,
  index,
  playing,
  slidesId,
  onTogglePlay,
  onPrevious,
  onNext,
  onSelect,
}: CarouselControlsProps) {
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      {/* Both icons, one shown by data-playing, and both names in data attributes: the plain script (slider-autoplay.ts) turns it to Play for a reader who prefers reduced motion. */}
      <button
        type="button"
        className={`group ${iconButton} mr-2 sm:mr-0`}
        onClick={onTogglePlay}
        aria-label={playing ? labels.pause : labels.play}
        data-slider-toggle
        data-playing={playing}
        data-play={labels.play}
        data-pause={labels.pause}
      >
        <Pause aria-hidden="true" className="size-5 group-data-[playing=false]:hidden" />
        <Play aria-hidden="true" className="hidden size-5 group-data-[playing=false]:block" />
      </button>
      <span aria-hidden="true" className="mx-2 hidden h-6 w-px bg-border sm:block" />
      <button
        type="button"
        className={iconButton}
        onClick={onPrevious}
        aria-label={labels.previous}
        aria-controls={slidesId}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <ul className="flex items-center">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-label={fill(labels.goTo, { n: i + 1 })}
              aria-current={i === index ? "true" : undefined}
              aria-controls={slidesId}
              data-slider-dot
              className="group flex size-11 items-center justify-center rounded-full"
            >
              {/* Drawn from aria-current alone, which the plain script also sets. In forced colours a
                  fill is dropped unless it is a system colour: the dots keep one there. */}
              <span
                aria-hidden="true"
                className="block h-2.5 w-2.5 rounded-full bg-muted transition-colors duration-200 group-hover:bg-brand group-aria-[current=true]:w-7 group-aria-[current=true]:bg-brand forced-colors:bg-[CanvasText] forced-colors:group-aria-[current=true]:bg-[Highlight]"
              />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={iconButton} onClick={onNext} aria-label={labels.next} aria-controls={slidesId}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
