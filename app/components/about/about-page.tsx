import type { Author } from "~/content/schemas/blog";
import type { PageData } from "~/content/schemas/pages";
import { HeroAndFigures } from "~/components/ui/hero-and-figures";
import { Section } from "~/components/ui/section";
import { OnwardLinks } from "~/components/ui/onward-links";
import { MissionVision } from "./mission-vision";
import { ValueCard } from "./value-card";
import { TeamList } from "./team-list";

/** The About page: mission and vision, values, the (illustrative) team and where to go next. */
export function AboutPage({ page, team }: { page: PageData<"about">; team: readonly Author[] }) {
  const { hero, sections } = page;
  const { mission, vision, values, team: teamSection, onward } = sections;
  return (
    <>
      <HeroAndFigures hero={hero} />
      <MissionVision statements={[mission, vision]} />
      <Section id={values.id} title={values.title} intro={values.intro} tone="surface">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map((v) => (
            <ValueCard key={v.name} value={v} />
          ))}
        </ul>
      </Section>
      <Section id={teamSection.id} title={teamSection.title} intro={teamSection.intro}>
        <TeamList members={team} note={teamSection.note} />
      </Section>
      <OnwardLinks title={onward.title} links={onward.links} />
    </>
  );
}
