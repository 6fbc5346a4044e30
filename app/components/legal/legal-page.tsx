import { legalCopy, type LegalDocument } from "~/content/legal";
import { contact } from "~/content/site";
import { mainSections } from "~/content/explore";
import { OnwardLinks } from "~/components/ui/onward-links";
import { PageHero } from "~/components/ui/page-hero";
import { Container } from "~/components/ui/container";
import { LegalBody } from "./legal-body";
import { InPageToc } from "~/components/ui/in-page-toc";

interface LegalPageProps {
  heading: string;
  lead: string;
  document: LegalDocument;
  /** The other legal document, offered at the end. */
  other: { href: string; label: string };
}

/** Terms and Privacy share this layout: hero with the date, contents beside the text, a way to ask. */
export function LegalPage({ heading, lead, document, other }: LegalPageProps) {
  return (
    <>
      <PageHero title={heading} lead={lead}>
        <p className="text-sm text-muted">
          {legalCopy.lastUpdatedLabel}: <time dateTime={document.lastUpdated}>{document.lastUpdatedText}</time>
        </p>
      </PageHero>
      <Container className="grid gap-10 py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:py-16">
        <div>
          <InPageToc variant="legal" label={legalCopy.tocLabel} entries={document.sections} />
        </div>
        <div>
          <LegalBody sections={document.sections} />
          <aside aria-labelledby="legal-questions-title" className="mt-14 max-w-prose rounded-2xl border border-border bg-surface p-6">
            <h2 id="legal-questions-title" className="text-xl">
              {legalCopy.questionsTitle}
            </h2>
            <p className="mt-2 text-muted">
              {legalCopy.questionsText}
            </p>
            <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              <a href={other.href}>{other.label}</a>
            </p>
          </aside>
        </div>
      </Container>
      <OnwardLinks links={mainSections} />
    </>
  );
}
