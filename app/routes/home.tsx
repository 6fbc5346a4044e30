import { pages } from "~/content/pages";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";

export const meta = () => pageMeta({ ...pages.home, path: "/" });

export default function HomePage() {
  return (
    <>
      <PageHero title={pages.home.heading} lead={pages.home.lead} />
      <OnwardLinks links={mainSections.filter((l) => l.href !== "/")} />
    </>
  );
}
