import { aiCta, aiHero, aiReasons, aiStats, aiStatsLabel, aiTopics } from "~/content/ai";
import { pages } from "~/content/pages";
import { PageHero } from "~/components/ui/page-hero";
import { HeroIllustration } from "~/components/ui/hero-illustration";
import { StatsBand } from "~/components/ui/stats-band";
import { Section } from "~/components/ui/section";
import { CallToAction } from "~/components/ui/call-to-action";
import { ButtonLink } from "~/components/ui/button";
import { ReasonList } from "./reason-list";
import { TopicGrid } from "./topic-grid";

/**
 * The AI Insights page: hero, stats, why AI matters, the six topics and a call to action.
 * `guideTitles` are the /ai/* guides' titles by slug, from the guides collection.
 */
export function AiPage({ guideTitles }: { guideTitles: Readonly<Record<string, string>> }) {
  return (
    <>
      <PageHero eyebrow={aiHero.eyebrow} title={pages.ai.heading} lead={pages.ai.lead} aside={<HeroIllustration {...aiHero.image} />}>
        <ButtonLink to={aiHero.primary.href}>{aiHero.primary.label}</ButtonLink>
        <ButtonLink to={aiHero.secondary.href} variant="secondary">
          {aiHero.secondary.label}
        </ButtonLink>
      </PageHero>
      <StatsBand stats={aiStats} label={aiStatsLabel} />
      <Section id={aiReasons.id} title={aiReasons.title} intro={aiReasons.intro}>
        <ReasonList reasons={aiReasons.items} />
      </Section>
      <Section id={aiTopics.id} title={aiTopics.title} intro={aiTopics.intro} tone="surface">
        <TopicGrid topics={aiTopics.items} action={aiTopics.action} guideTitles={guideTitles} />
      </Section>
      <CallToAction title={aiCta.title} text={aiCta.text} links={[aiCta.primary, aiCta.secondary]} />
    </>
  );
}
