import { pages } from "~/content/pages";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";

export const meta = () => pageMeta({ ...pages.motivation, path: "/motivation" });

export default function MotivationPage() {
  return (
    <>
      <PageHero title={pages.motivation.heading} lead={pages.motivation.lead} />
      <OnwardLinks links={mainSections.filter((l) => l.href !== "/motivation")} />
    </>
  );
}
