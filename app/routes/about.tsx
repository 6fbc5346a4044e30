import { pages } from "~/content/pages";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";

export const meta = () => pageMeta({ ...pages.about, path: "/about" });

export default function AboutPage() {
  return (
    <>
      <PageHero title={pages.about.heading} lead={pages.about.lead} />
      <OnwardLinks links={mainSections.filter((l) => l.href !== "/about")} />
    </>
  );
}
