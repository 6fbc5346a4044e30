import type { ReactNode } from "react";
import type { PageData } from "~/content/schemas/pages";
import { PageHero } from "~/components/ui/page-hero";
import { Container } from "~/components/ui/container";
import { ContactInfo } from "./contact-info";
import { ExpectationsList } from "./expectations-list";

/** 'Get In Touch': the message form (an island) beside the contact details and what happens next. */
export function ContactPage({ form, page }: { page: PageData<"contact">; form: ReactNode }) {
  const { hero, sections } = page;
  return (
    <>
      <PageHero title={hero.heading} lead={hero.lead} />
      <Container className="grid items-start gap-8 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10 lg:py-16">
        {form}
        <div className="flex flex-col gap-8">
          <ContactInfo {...sections.details} />
          <ExpectationsList {...sections.next} />
        </div>
      </Container>
    </>
  );
}
