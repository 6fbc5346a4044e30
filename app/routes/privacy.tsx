import { pages } from "~/content/pages";
import { legalCopy, privacyPolicy } from "~/content/legal";
import { pageMeta } from "~/lib/meta";
import { LegalPage } from "~/components/legal/legal-page";

export const meta = () => pageMeta({ ...pages.privacy, path: "/privacy" });

export default function PrivacyPage() {
  return (
    <LegalPage
      heading={pages.privacy.heading}
      lead={pages.privacy.lead}
      document={privacyPolicy}
      other={{ href: "/terms", label: legalCopy.otherDocument.privacy }}
    />
  );
}
