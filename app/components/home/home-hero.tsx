import type { ReactNode } from "react";
import type { HomeImage, TopicChip } from "~/content/home";
import { PageHero } from "~/components/ui/page-hero";
import { HeroVisual } from "./hero-visual";

interface HomeHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** The hero's buttons (an island: they also write to the console). */
  children: ReactNode;
  image: HomeImage;
  chips: readonly TopicChip[];
  chipsLabel: string;
}

export function HomeHero({ eyebrow, title, lead, image, chips, chipsLabel, children }: HomeHeroProps) {
  return (
    <PageHero eyebrow={eyebrow} title={title} lead={lead} aside={<HeroVisual image={image} chips={chips} chipsLabel={chipsLabel} />}>
      {children}
    </PageHero>
  );
}
