import type { ReactNode } from "react";
import type { Image } from "~/content/schemas/pages";
import { PageHero } from "~/components/ui/page-hero";
import { HeroVisual, type TopicChip } from "./hero-visual";

interface HomeHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  /** The hero's buttons (an island: they also write to the console). */
  children: ReactNode;
  image: Image;
  chips: readonly TopicChip[];
  chipsLabel: string;
}

export function HomeHero({ eyebrow, title, lead, image, chips, chipsLabel, children }: HomeHeroProps) {
  return (
    <PageHero
      eyebrow={eyebrow}
      title={title}
      lead={lead}
      aside={<HeroVisual image={image} chips={chips} chipsLabel={chipsLabel} />}
    >
      {children}
    </PageHero>
  );
}
