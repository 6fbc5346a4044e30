import { pages } from "~/content/pages";
import { legalCopy, termsOfUse } from "~/content/legal";
import { pageMeta } from "~/lib/meta";
import { LegalPage } from "~/components/legal/legal-page";

export const meta = () => pageMeta({ ...pages.terms, path: "/terms" });

export default function TermsPage() {
  return (
    <LegalPage
      heading={pages.terms.heading}
      lead={pages.terms.lead}
      document={termsOfUse}
      other={{ href: "/privacy", label: legalCopy.otherDocument.terms }}
    />
  );
}
