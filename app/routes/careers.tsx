import { pages } from "~/content/pages";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";

export const meta = () => pageMeta({ ...pages.careers, path: "/careers" });

export default function CareersPage() {
  return (
    <>
      <PageHero title={pages.careers.heading} lead={pages.careers.lead} />
      <OnwardLinks links={mainSections.filter((l) => l.href !== "/careers")} />
    </>
  );
}
