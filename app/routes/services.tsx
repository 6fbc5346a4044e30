import { pages } from "~/content/pages";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";

export const meta = () => pageMeta({ ...pages.services, path: "/services" });

export default function ServicesPage() {
  return (
    <>
      <PageHero title={pages.services.heading} lead={pages.services.lead} />
      <OnwardLinks links={mainSections.filter((l) => l.href !== "/services")} />
    </>
  );
}
