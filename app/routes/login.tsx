import { pages } from "~/content/pages";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";

export const meta = () => pageMeta({ ...pages.login, path: "/login" });

export default function LoginPage() {
  return (
    <>
      <PageHero title={pages.login.heading} lead={pages.login.lead} />
      <OnwardLinks links={mainSections.filter((l) => l.href !== "/login")} />
    </>
  );
}
