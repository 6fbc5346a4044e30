import type { LegalDocument } from "~/content/schemas/legal";
import { contact } from "~/lib/content/settings";
import legalCopy from "~/content/copy/legal.yaml";
import mainSections from "~/content/copy/main-sections.yaml";
import { OnwardLinks } from "~/components/ui/onward-links";
import { PageHero } from "~/components/ui/page-hero";
import { Container } from "~/components/ui/container";
import { LegalBody } from "./legal-body";
import { InPageToc } from "~/components/ui/in-page-toc";
import { fill } from "~/lib/copy-text";

interface LegalPageProps {
  document: LegalDocument;
  /** The other legal document, offered at the end. */
  other: { href: string; title: string };
}

/** Terms and Privacy share this layout: hero with the date, contents beside the text, a way to ask. */
export function LegalPage({ document, other }: LegalPageProps) {
  return (
    <>
      <PageHero title={document.title} lead={document.lead}>
        <p className="text-sm text-muted">
          {legalCopy.lastUpdatedLabel}: <time dateTime={document.updated}>{document.updatedText}</time>
        </p>
      </PageHero>
      <Container className="grid gap-10 py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:py-16">
        <div>
          <InPageToc variant="legal" label={legalCopy.tocLabel} entries={document.toc} />
        </div>
        <div>
          <LegalBody html={document.html} />
          <aside
            aria-labelledby="legal-questions-title"
            className="mt-14 max-w-prose rounded-2xl border border-border bg-surface p-6"
          >
            <h2 id="legal-questions-title" className="text-xl">
              {legalCopy.questionsTitle}
            </h2>
            <p className="mt-2 text-muted">{legalCopy.questionsText}</p>
            <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              <a href={other.href}>{fill(legalCopy.readThe, { title: other.title })}</a>
            </p>
          </aside>
        </div>
      </Container>
      <OnwardLinks links={mainSections.links} />
    </>
  );
}
