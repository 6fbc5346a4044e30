import type { Service } from "~/content/schemas/services";
import services from "~/content/pages/services.yaml";
import { fill } from "~/lib/copy-text";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { Paragraphs } from "~/components/ui/paragraphs";
import { CardGrid } from "~/components/ui/card-grid";
import { StepList } from "~/components/ui/step-list";
import { CallToAction } from "~/components/ui/call-to-action";
import { ButtonLink } from "~/components/ui/button";
import { OnwardLinks } from "~/components/ui/onward-links";
import { ServiceFacts } from "./service-facts";
import { CheckCards } from "~/components/ui/check-cards";
import { FaqList } from "./faq-list";

interface ServiceDetailPageProps {
  service: Service;
  /** The services this one links on to. */
  related: { href: string; title: string; desc: string }[];
  /** The contact form, its subject filled in with this service. */
  enquiry: string;
}

/** One service: what it is, for whom, what you get, how we work, questions, and related services. */
/** Labels of the service page template, the same on every service page. */
const serviceCopy = services.detail;

export function ServiceDetailPage({ service, related, enquiry }: ServiceDetailPageProps) {
  const { title } = service;
  return (
    <>
      <PageHero
        eyebrow={serviceCopy.eyebrow}
        title={title}
        lead={service.intro}
        aside={<ServiceFacts label={serviceCopy.factsLabel} facts={service.facts} />}
      >
        <ButtonLink to={enquiry}>{fill(serviceCopy.enquire, { title })}</ButtonLink>
        <ButtonLink to="/services" variant="secondary">
          {serviceCopy.allServices}
        </ButtonLink>
      </PageHero>
      <Section id="what-it-is" title={serviceCopy.sections.whatItIs}>
        <Paragraphs paragraphs={service.whatItIs} lead />
      </Section>
      <Section id="who-it-is-for" tone="surface" title={serviceCopy.sections.audience} intro={service.audience.intro}>
        <CheckCards items={service.audience.points} />
      </Section>
      <Section id="what-you-get" title={serviceCopy.sections.deliverables}>
        <CardGrid items={service.deliverables} />
      </Section>
      <Section id="how-we-work" tone="surface" title={serviceCopy.sections.steps}>
        <StepList steps={service.steps} />
      </Section>
      <Section id="faq" title={serviceCopy.sections.faq}>
        <FaqList items={service.faq} />
      </Section>
      <CallToAction
        title={service.cta.title}
        text={service.cta.text}
        links={[{ href: enquiry, label: fill(serviceCopy.enquire, { title }) }]}
      />
      <OnwardLinks id="related" title={serviceCopy.related} links={related} />
    </>
  );
}
