import type { PageData } from "~/content/schemas/pages";
import { HeroAndFigures } from "~/components/ui/hero-and-figures";
import { Section } from "~/components/ui/section";
import { CallToAction } from "~/components/ui/call-to-action";
import { LanguageCard } from "./language-card";
import { TipList } from "./tip-list";

/** The Tech Trends (programming languages) page: stats, the six language cards, tips and a call to action. */
export function TechTrendsPage({ page }: { page: PageData<"tech-trends"> }) {
  const { hero, sections } = page;
  const { stats, languages, choosing, cta } = sections;
  return (
    <>
      <HeroAndFigures hero={hero} stats={stats} />
      <Section id={languages.id} title={languages.title} intro={languages.intro}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {languages.items.map((l) => (
            <LanguageCard key={l.id} language={l} labels={languages.labels} />
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted">{languages.note}</p>
      </Section>
      <Section id={choosing.id} title={choosing.title} tone="surface">
        <TipList tips={choosing.tips} />
      </Section>
      <CallToAction title={cta.title} text={cta.text} links={cta.links} />
    </>
  );
}
