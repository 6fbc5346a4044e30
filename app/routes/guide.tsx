import { useLocation } from "react-router";
import { aiGuides, techGuides } from "~/content/guides";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";
import { NotFoundView } from "~/components/layout/not-found-view";
import type { Route } from "./+types/guide";

/** One template for the /ai/* and /tech/* guides; the first path segment picks the collection. */
function findGuide(pathname: string, slug: string | undefined) {
  const section = pathname.toLowerCase().startsWith("/ai/") ? "ai" : "tech";
  const guide = (section === "ai" ? aiGuides : techGuides).find((g) => g.slug === slug?.toLowerCase());
  return guide && { guide, section, path: `/${section}/${guide.slug}` };
}

export const meta = ({ params, location }: Route.MetaArgs) => {
  const found = findGuide(location.pathname, params.slug);
  return found ? pageMeta({ title: found.guide.title, description: found.guide.summary, path: found.path }) : [];
};

export default function GuidePage({ params }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const found = findGuide(pathname, params.slug);
  if (!found) return <NotFoundView />;
  return (
    <>
      <PageHero eyebrow={found.section === "ai" ? "AI Insights" : "Tech Trends"} title={found.guide.title} lead={found.guide.intro} />
      <OnwardLinks links={mainSections} />
    </>
  );
}
