import type { HeroAction, HomeImage, TopicChip } from "~/content/home";
import { PageHero } from "~/components/ui/page-hero";
import { HeroActions } from "./hero-actions";
import { HeroVisual } from "./hero-visual";

interface HomeHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  getStarted: HeroAction;
  learnMore: HeroAction;
  image: HomeImage;
  chips: readonly TopicChip[];
  chipsLabel: string;
}

export function HomeHero({ eyebrow, title, lead, getStarted, learnMore, image, chips, chipsLabel }: HomeHeroProps) {
  return (
    <PageHero eyebrow={eyebrow} title={title} lead={lead} aside={<HeroVisual image={image} chips={chips} chipsLabel={chipsLabel} />}>
      <HeroActions getStarted={getStarted} learnMore={learnMore} />
    </PageHero>
  );
}
