import { findCourseTopic } from "~/content/courses";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";
import { NotFoundView } from "~/components/layout/not-found-view";
import type { Route } from "./+types/course";

export const meta = ({ params }: Route.MetaArgs) => {
  const topic = findCourseTopic(params.topic);
  return topic ? pageMeta({ title: topic.title, description: topic.summary, path: `/webdev/${topic.slug}` }) : [];
};

export default function CoursePage({ params }: Route.ComponentProps) {
  const topic = findCourseTopic(params.topic);
  if (!topic) return <NotFoundView />;
  return (
    <>
      <PageHero eyebrow="Complete Course Guide" title={topic.title} lead={topic.definition} />
      <OnwardLinks links={mainSections} />
    </>
  );
}
