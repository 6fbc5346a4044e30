import { pages } from "~/content/pages";
import { closingCta, explore, featured, hero, slider, stats } from "~/content/home";
import { pageMeta } from "~/lib/meta";
import { ButtonLink } from "~/components/ui/button";
import { CallToAction } from "~/components/ui/call-to-action";
import { OnwardLinks } from "~/components/ui/onward-links";
import { StatsBand } from "~/components/ui/stats-band";
import { HomeHero } from "~/components/home/home-hero";
import { FeaturedContent } from "~/components/home/featured-content";
import { SlideCarousel } from "~/components/home/slide-carousel";

export const meta = () => pageMeta({ ...pages.home, path: "/" });

export default function HomePage() {
  return (
    <>
      <HomeHero title={pages.home.heading} lead={pages.home.lead} {...hero} />
      <StatsBand stats={stats.items} label={stats.label} />
      <FeaturedContent {...featured} />
      <SlideCarousel id="highlights" title={slider.title} intervalMs={slider.intervalMs} slides={slider.slides} labels={slider} />
      <OnwardLinks title={explore.title} links={explore.links} />
      <CallToAction title={closingCta.title} text={closingCta.text}>
        <ButtonLink to={closingCta.primary.href} variant="inverse">
          {closingCta.primary.label}
        </ButtonLink>
        <ButtonLink to={closingCta.secondary.href} variant="inverse-outline">
          {closingCta.secondary.label}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
