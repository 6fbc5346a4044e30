import { pages } from "~/content/pages";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";

export const meta = () => pageMeta({ ...pages.signup, path: "/signup" });

export default function SignupPage() {
  return (
    <>
      <PageHero title={pages.signup.heading} lead={pages.signup.lead} />
      <OnwardLinks links={mainSections.filter((l) => l.href !== "/signup")} />
    </>
  );
}
