import type { ReactNode } from "react";
import type { CourseGuide, CourseTopic } from "~/content/schemas/courses";
import type { OnwardLink } from "~/content/schemas/copy";
import { PageHero } from "~/components/ui/page-hero";
import { Container } from "~/components/ui/container";
import { OnwardLinks } from "~/components/ui/onward-links";
import { GuideSection } from "./guide-section";
import { Roadmap } from "./roadmap";
import { CheckCards } from "~/components/ui/check-cards";
import { LearnList } from "./learn-list";
import { CourseStats } from "./course-stats";
import { BrowseTechnologiesButton } from "./tech-drawer";
import { fill } from "~/lib/copy-text";

/** The roadmap section's anchor (#learning-roadmap), which the course's links point to. */
const ROADMAP_ID = "learning-roadmap";

interface CoursePageProps {
  /** This page's topic (app/content/courses/topics/{slug}.yaml). */
  topic: CourseTopic;
  /** What every course page shares (app/content/courses/course-guide.yaml). */
  guide: CourseGuide;
  /** The other topics, offered at the end. */
  others: readonly OnwardLink[];
  /** The Technologies sidebar and drawer (the CourseTechnologies island). */
  technologies: ReactNode;
}

/** One template for the six course guides; only the title, definition and importance points differ. */
export function CoursePage({ topic, guide, others, technologies }: CoursePageProps) {
  return (
    <>
      <PageHero
        title={topic.title}
        subtitle={guide.subtitle}
        lead={topic.definition}
        aside={
          <img
            src={topic.illustration}
            alt=""
            width={480}
            height={360}
            fetchPriority="high"
            className="mx-auto hidden w-full max-w-md lg:block"
          />
        }
      />
      <Container className="grid gap-10 py-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12 lg:py-16">
        <div className="lg:hidden">
          <BrowseTechnologiesButton />
        </div>
        {technologies}
        <div className="space-y-14 lg:space-y-16">
          <GuideSection id={ROADMAP_ID} title={guide.roadmap.title} intro={guide.roadmap.intro}>
            <Roadmap steps={guide.roadmap.steps} course={{ slug: topic.slug, title: topic.title }} />
          </GuideSection>
          <GuideSection id="why-important" title={fill(guide.importanceTitle, { title: topic.title })}>
            <CheckCards items={topic.importance} />
          </GuideSection>
          <GuideSection id="what-you-learn" title={guide.learn.title}>
            <LearnList items={guide.learn.items} />
          </GuideSection>
          <GuideSection id="course-statistics" title={guide.stats.title}>
            <CourseStats stats={guide.stats.items} />
          </GuideSection>
        </div>
      </Container>
      <OnwardLinks title={guide.onwardTitle} links={others} />
    </>
  );
}
