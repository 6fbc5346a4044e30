import type { Hero } from "~/content/schemas/pages";
import type { CourseTopic, Motivation } from "~/content/schemas/courses";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { NavButton } from "~/components/ui/button";
import { CallToAction } from "~/components/ui/call-to-action";
import { BenefitTiles } from "~/components/course/benefit-tiles";
import { ReasonCards } from "~/components/course/reason-cards";
import { TopicGrid } from "~/components/course/topic-card";
import { CtaClaims } from "~/components/course/cta-claims";

interface MotivationPageProps {
  /** The page's copy (app/content/courses/motivation.yaml). */
  copy: Motivation;
  /** The course topics in order, one card each. */
  topics: readonly CourseTopic[];
}

/** The web development landing page (/motivation): benefits, why web development, the six courses and a call to action. */
export function MotivationPage({ hero, copy, topics }: MotivationPageProps & { hero: Hero }) {
  const { heroActions, why, closing } = copy;
  const cards = topics.map((t) => ({ slug: t.slug, title: t.title, detailsLink: t.path, ...t.card }));
  return (
    <>
      <PageHero title={hero.heading} lead={hero.lead} aside={<BenefitTiles tiles={copy.benefits} />}>
        {/* The hero's buttons (docs/product.md#web-development): buttons that lead to the first course. */}
        <NavButton to={heroActions.start.href}>{heroActions.start.label}</NavButton>
        <NavButton to={heroActions.roadmap.href} variant="secondary">
          {heroActions.roadmap.label}
        </NavButton>
      </PageHero>
      <Section id="why-web-development" title={why.title} intro={why.intro} tone="surface">
        <ReasonCards reasons={why.reasons} />
      </Section>
      <Section id="master-every-aspect" title={copy.topics.title} intro={copy.topics.intro}>
        <TopicGrid cards={cards} action={copy.topics.action} />
      </Section>
      <CallToAction
        title={closing.title}
        text={closing.text}
        links={[closing.start, closing.stories]}
        actionsAre="buttons"
      >
        <CtaClaims claims={closing.claims} />
      </CallToAction>
    </>
  );
}
