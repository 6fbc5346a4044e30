import { pages } from "~/content/pages";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";

export const meta = () => pageMeta({ ...pages.contact, path: "/contact" });

export default function ContactPage() {
  return (
    <>
      <PageHero title={pages.contact.heading} lead={pages.contact.lead} />
      <OnwardLinks links={mainSections.filter((l) => l.href !== "/contact")} />
    </>
  );
}
