import { pages } from "~/content/pages";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";

export const meta = () => pageMeta({ ...pages.forgotPassword, path: "/forgot-password" });

export default function ForgotPasswordPage() {
  return (
    <>
      <PageHero title={pages.forgotPassword.heading} lead={pages.forgotPassword.lead} />
      <OnwardLinks links={mainSections.filter((l) => l.href !== "/forgot-password")} />
    </>
  );
}
