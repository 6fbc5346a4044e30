import type { Hero, Stats } from "~/content/schemas/pages";
import { PageHero } from "./page-hero";
import { HeroIllustration } from "./hero-illustration";
import { HeroButtons } from "./hero-buttons";
import { StatsBand } from "./stats-band";

/**
 * The opening of a page whose copy has a hero: eyebrow, heading, lead, its buttons (when it has any)
 * and its illustration beside them, then the band of figures when the page has one (AI, Tech Trends).
 */
export function HeroAndFigures({ hero, stats }: { hero: Hero; stats?: Stats }) {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.heading}
        lead={hero.lead}
        aside={hero.image && <HeroIllustration {...hero.image} />}
      >
        {hero.actions.length > 0 && <HeroButtons actions={hero.actions} />}
      </PageHero>
      {stats && <StatsBand stats={stats.items} label={stats.label} />}
    </>
  );
}
