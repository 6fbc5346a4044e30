import { choosingSection, languages, languagesSection, techCta, techHero, techStats, techStatsLabel } from "~/content/tech-trends";
import { pages } from "~/content/pages";
import { PageHero } from "~/components/ui/page-hero";
import { HeroIllustration } from "~/components/ui/hero-illustration";
import { StatsBand } from "~/components/ui/stats-band";
import { Section } from "~/components/ui/section";
import { CallToAction } from "~/components/ui/call-to-action";
import { ButtonLink } from "~/components/ui/button";
import { LanguageCard } from "./language-card";
import { TipList } from "./tip-list";

/** The Tech Trends (programming languages) page: stats, the six language cards, tips and a call to action. */
export function TechTrendsPage() {
  return (
    <>
      <PageHero
        eyebrow={techHero.eyebrow}
        title={pages.techTrends.heading}
        lead={pages.techTrends.lead}
        aside={<HeroIllustration {...techHero.image} />}
      >
        <ButtonLink to={techHero.primary.href}>{techHero.primary.label}</ButtonLink>
        <ButtonLink to={techHero.secondary.href} variant="secondary">
          {techHero.secondary.label}
        </ButtonLink>
      </PageHero>
      <StatsBand stats={techStats} label={techStatsLabel} />
      <Section id={languagesSection.id} title={languagesSection.title} intro={languagesSection.intro}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {languages.map((l) => (
            <LanguageCard key={l.id} language={l} />
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted">{languagesSection.note}</p>
      </Section>
      <Section id={choosingSection.id} title={choosingSection.title} tone="surface">
        <TipList tips={choosingSection.tips} />
      </Section>
      <CallToAction title={techCta.title} text={techCta.text} links={[techCta.primary, techCta.secondary]} />
    </>
  );
}
