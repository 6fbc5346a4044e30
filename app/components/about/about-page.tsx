import { aboutHero, aboutOnward, mission, teamSection, values, valuesSection, vision, type TeamMember } from "~/content/about";
import { pages } from "~/content/pages";
import { PageHero } from "~/components/ui/page-hero";
import { HeroIllustration } from "~/components/ui/hero-illustration";
import { Section } from "~/components/ui/section";
import { OnwardLinks } from "~/components/ui/onward-links";
import { MissionVision } from "./mission-vision";
import { ValueCard } from "./value-card";
import { TeamList } from "./team-list";

/** The About page: mission and vision, values, the (illustrative) team and where to go next. */
export function AboutPage({ team }: { team: readonly TeamMember[] }) {
  return (
    <>
      <PageHero
        eyebrow={aboutHero.eyebrow}
        title={pages.about.heading}
        lead={pages.about.lead}
        aside={<HeroIllustration {...aboutHero.image} />}
      />
      <MissionVision statements={[mission, vision]} />
      <Section id={valuesSection.id} title={valuesSection.title} intro={valuesSection.intro} tone="surface">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((v) => (
            <ValueCard key={v.name} value={v} />
          ))}
        </ul>
      </Section>
      <Section id={teamSection.id} title={teamSection.title} intro={teamSection.intro}>
        <TeamList members={team} note={teamSection.note} />
      </Section>
      <OnwardLinks title={aboutOnward.title} links={aboutOnward.links} />
    </>
  );
}
