import { coursePath, findCourseTopic, otherCourseLinks } from "~/content/courses";
import { courseGuideCopy as copy, courseStats, roadmap, whatYouLearn } from "~/content/course-guide";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { Container } from "~/components/ui/container";
import { OnwardLinks } from "~/components/ui/onward-links";
import { NotFoundView } from "~/components/layout/not-found-view";
import { CourseTechnologies } from "~/components/course/course-technologies";
import { GuideSection } from "~/components/course/guide-section";
import { Roadmap } from "~/components/course/roadmap";
import { ImportanceList } from "~/components/course/importance-list";
import { LearnList } from "~/components/course/learn-list";
import { CourseStats } from "~/components/course/course-stats";
import type { Route } from "./+types/course";

export const meta = ({ params }: Route.MetaArgs) => {
  const topic = findCourseTopic(params.topic);
  return topic ? pageMeta({ title: topic.title, description: topic.summary, path: coursePath(topic.slug) }) : [];
};

/** One template for the six course guides; only the title, definition and importance points differ. */
export default function CoursePage({ params }: Route.ComponentProps) {
  const topic = findCourseTopic(params.topic);
  if (!topic) return <NotFoundView />;
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
        <CourseTechnologies />
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
