import type { ReactNode } from "react";
import { otherCourseLinks, type CourseTopic } from "~/content/courses";
import { courseGuideCopy as copy, courseStats, roadmap, whatYouLearn } from "~/content/course-guide";
import { PageHero } from "~/components/ui/page-hero";
import { Container } from "~/components/ui/container";
import { OnwardLinks } from "~/components/ui/onward-links";
import { GuideSection } from "./guide-section";
import { Roadmap } from "./roadmap";
import { ImportanceList } from "./importance-list";
import { LearnList } from "./learn-list";
import { CourseStats } from "./course-stats";
import { BrowseTechnologiesButton } from "./tech-drawer";

interface CoursePageProps {
  topic: CourseTopic;
  /** The Technologies sidebar and drawer (the CourseTechnologies island). */
  technologies: ReactNode;
}

/** One template for the six course guides; only the title, definition and importance points differ. */
export function CoursePage({ topic, technologies }: CoursePageProps) {
  return (
    <>
      <PageHero
        title={topic.title}
        subtitle={copy.subtitle}
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
          <GuideSection id={copy.roadmapId} title={copy.roadmapTitle} intro={copy.roadmapIntro}>
            <Roadmap steps={roadmap} />
          </GuideSection>
          <GuideSection id="why-important" title={copy.importanceTitle(topic.title)}>
            <ImportanceList points={topic.importance} />
          </GuideSection>
          <GuideSection id="what-you-learn" title={copy.learnTitle}>
            <LearnList items={whatYouLearn} />
          </GuideSection>
          <GuideSection id="course-statistics" title={copy.statsTitle}>
            <CourseStats stats={courseStats} />
          </GuideSection>
        </div>
      </Container>
      <OnwardLinks title={copy.onwardTitle} links={otherCourseLinks(topic.slug)} />
    </>
  );
}
