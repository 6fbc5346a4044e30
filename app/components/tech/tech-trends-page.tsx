import type { PageData } from "~/content/schemas/pages";
import type { Guide } from "~/content/schemas/guides";
import { LinkCard } from "~/components/ui/link-card";
import { HeroAndFigures } from "~/components/ui/hero-and-figures";
import { Section } from "~/components/ui/section";
import { CallToAction } from "~/components/ui/call-to-action";
import { LanguageCard } from "./language-card";
import { TipList } from "./tip-list";

/**
 * The Tech Trends (programming languages) page: stats, the six language cards, tips, the /tech/* guides
 * (each a card that opens it: the header's menu shows them only once opened, so the page links them
 * for every reader) and a call to action.
 */
export function TechTrendsPage({
  page,
  guides,
}: {
  page: PageData<"tech-trends">;
  guides: readonly Pick<Guide, "path" | "title" | "summary">[];
}) {
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
      <Section id={sections.guides.id} title={sections.guides.title} intro={sections.guides.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {guides.map((guide) => (
            <li key={guide.path}>
              <LinkCard to={guide.path} title={guide.title} action={sections.guides.action}>
                {guide.summary}
              </LinkCard>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction title={cta.title} text={cta.text} links={cta.links} />
    </>
  );
}
