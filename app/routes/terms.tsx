import { pages } from "~/content/pages";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";

export const meta = () => pageMeta({ ...pages.terms, path: "/terms" });

export default function TermsPage() {
  return (
    <>
      <PageHero title={pages.terms.heading} lead={pages.terms.lead} />
      <OnwardLinks links={mainSections.filter((l) => l.href !== "/terms")} />
    </>
  );
}
