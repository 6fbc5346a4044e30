import { pages } from "~/content/pages";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";

export const meta = () => pageMeta({ ...pages.techTrends, path: "/tech-trends" });

export default function TechTrendsPage() {
  return (
    <>
      <PageHero title={pages.techTrends.heading} lead={pages.techTrends.lead} />
      <OnwardLinks links={mainSections.filter((l) => l.href !== "/tech-trends")} />
    </>
  );
}
