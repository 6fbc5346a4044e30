import type { PageData } from "~/content/schemas/pages";
import { HeroAndFigures } from "~/components/ui/hero-and-figures";
import { Section } from "~/components/ui/section";
import { CallToAction } from "~/components/ui/call-to-action";
import { ReasonList } from "./reason-list";
import { TopicGrid } from "./topic-grid";

/**
 * The AI Insights page: hero, stats, why AI matters, the six topics and a call to action.
 * `guideTitles` are the /ai/* guides' titles by slug, from the guides collection.
 */
export function AiPage({ page, guideTitles }: { page: PageData<"ai">; guideTitles: Readonly<Record<string, string>> }) {
  const { hero, sections } = page;
  const { stats, reasons, topics, cta } = sections;
  return (
    <>
      <HeroAndFigures hero={hero} stats={stats} />
      <Section id={reasons.id} title={reasons.title} intro={reasons.intro}>
        <ReasonList reasons={reasons.items} />
      </Section>
      <Section id={topics.id} title={topics.title} intro={topics.intro} tone="surface">
        <TopicGrid topics={topics.items} action={topics.action} guideTitles={guideTitles} />
      </Section>
      <CallToAction title={cta.title} text={cta.text} links={cta.links} />
    </>
  );
}
