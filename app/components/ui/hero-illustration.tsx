interface HeroIllustrationProps {
  src: string;
  width: number;
  height: number;
  /** Empty when the picture only decorates the hero. */
  alt?: string;
}

/**
 * The illustration in PageHero's `aside`: the page's largest first-screen image, so it loads eagerly
 * with high priority. Phones skip it to keep the heading and first actions in view.
 */
export function HeroIllustration({ src, width, height, alt = "" }: HeroIllustrationProps) {
  return (
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      fetchPriority="high"
      className="hidden h-auto w-full max-w-lg justify-self-center rounded-[28px] shadow-xl lg:block"
    />
  );
}
