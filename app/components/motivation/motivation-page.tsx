import { pages } from "~/content/pages";
import { benefitTiles, closingCta, heroActions, masterEveryAspect, whyWebDevelopment } from "~/content/web-development";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { ButtonLink } from "~/components/ui/button";
import { CallToAction } from "~/components/ui/call-to-action";
import { BenefitTiles } from "~/components/course/benefit-tiles";
import { ReasonCards } from "~/components/course/reason-cards";
import { TopicGrid } from "~/components/course/topic-card";
import { CtaClaims } from "~/components/course/cta-claims";

/** The web development landing page (/motivation): benefits, why web development, the six courses and a call to action. */
export function MotivationPage() {
  return (
    <>
      <PageHero title={pages.motivation.heading} lead={pages.motivation.lead} aside={<BenefitTiles tiles={benefitTiles} />}>
        <ButtonLink to={heroActions.start.href}>{heroActions.start.label}</ButtonLink>
        <ButtonLink to={heroActions.roadmap.href} variant="secondary">
          {heroActions.roadmap.label}
        </ButtonLink>
      </PageHero>
      <Section id={whyWebDevelopment.id} title={whyWebDevelopment.title} intro={whyWebDevelopment.intro} tone="surface">
        <ReasonCards reasons={whyWebDevelopment.reasons} />
      </Section>
      <Section id={masterEveryAspect.id} title={masterEveryAspect.title} intro={masterEveryAspect.intro}>
        <TopicGrid cards={masterEveryAspect.cards} action={masterEveryAspect.action} />
      </Section>
      <CallToAction title={closingCta.title} text={closingCta.text} links={[closingCta.start, closingCta.stories]}>
        <CtaClaims claims={closingCta.claims} />
      </CallToAction>
    </>
  );
}
