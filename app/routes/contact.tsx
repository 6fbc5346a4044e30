import { contactExpectations } from "~/content/contact";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { Container } from "~/components/ui/container";
import { ContactForm } from "~/components/forms/contact-form";
import { ContactInfo } from "~/components/forms/contact-info";
import { ExpectationsList } from "~/components/forms/expectations-list";

export const meta = () => pageMeta({ ...pages.contact, path: "/contact" });

export default function ContactPage() {
  return (
    <>
      <PageHero title={pages.contact.heading} lead={pages.contact.lead} />
      <Container className="grid items-start gap-8 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10 lg:py-16">
        <ContactForm />
        <div className="flex flex-col gap-8">
          <ContactInfo />
          <ExpectationsList {...contactExpectations} />
        </div>
      </Container>
    </>
  );
}
