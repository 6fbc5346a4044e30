import type { HomeIcon as HomeIconName, Image } from "~/content/schemas/pages";
import { HomeIcon } from "./home-icon";

export interface TopicChip {
  label: string;
  icon: HomeIconName;
}

interface HeroVisualProps {
  image: Image;
  chips: readonly TopicChip[];
  chipsLabel: string;
}

// Where each chip sits around the illustration: alternating sides, staggered down, so none overlap
// at any width. Phones keep them inside the gutter; wider screens let them hang over the edge.
const chipPlaces = [
  "top-[4%] left-0 sm:-left-6",
  "top-[38%] right-0 sm:-right-6",
  "top-[58%] left-0 sm:-left-8",
  "bottom-[5%] right-0 sm:-right-4",
];
// Each chip starts at a different point of the float cycle, so they drift independently. Classes,
// not style attributes: the CSP admits no inline styles. Important, or the animation shorthand of
// motion-safe:animate-float, which comes later in the stylesheet, would reset the delay.
const chipDelays = [
  "[animation-delay:0s]!",
  "[animation-delay:-1.5s]!",
  "[animation-delay:-3s]!",
  "[animation-delay:-4.5s]!",
];

/** The hero illustration with the topic chips floating over it. */
export function HeroVisual({ image, chips, chipsLabel }: HeroVisualProps) {
  return (
    <div className="relative mx-auto w-full max-w-[560px]">
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading="eager"
        fetchPriority="high"
        className="h-auto w-full rounded-[2rem] shadow-2xl shadow-indigo-900/20"
      />
      <ul aria-label={chipsLabel}>
        {chips.map((chip, i) => (
          <li key={chip.label} className={`absolute ${chipPlaces[i % chipPlaces.length]}`}>
            <span
              className={`${chipDelays[i % chipDelays.length]} inline-flex items-center gap-2 rounded-full border border-border bg-bg px-3.5 py-2 text-sm font-semibold whitespace-nowrap text-ink shadow-lg shadow-indigo-950/15 motion-safe:animate-float`}
            >
              <HomeIcon name={chip.icon} className="size-4 text-accent" />
              {chip.label}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
