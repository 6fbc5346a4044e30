import { pages } from "~/content/pages";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";

export const meta = () => pageMeta({ ...pages.privacy, path: "/privacy" });

export default function PrivacyPage() {
  return (
    <>
      <PageHero title={pages.privacy.heading} lead={pages.privacy.lead} />
      <OnwardLinks links={mainSections.filter((l) => l.href !== "/privacy")} />
    </>
  );
}
