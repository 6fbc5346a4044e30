import { pages } from "~/content/pages";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";

export const meta = () => pageMeta({ ...pages.ai, path: "/ai" });

export default function AiPage() {
  return (
    <>
      <PageHero title={pages.ai.heading} lead={pages.ai.lead} />
      <OnwardLinks links={mainSections.filter((l) => l.href !== "/ai")} />
    </>
  );
}
