import type { Service, ServicesPage as ServicesPageCopy } from "~/content/schemas/services";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { CallToAction } from "~/components/ui/call-to-action";
import { StepList } from "~/components/ui/step-list";
import { ServiceCard } from "./service-card";
import { AllServicesList } from "./all-services-list";

interface ServicesPageProps {
  copy: ServicesPageCopy;
  /** Every service, in order; those with a card are featured. */
  services: readonly (Service & { slug: string })[];
}

/** The Services page: the featured services, how we work, every service and a way to ask. */
export function ServicesPage({ copy, services }: ServicesPageProps) {
  return (
    <>
      <PageHero title={copy.heading} lead={copy.lead} />
      <Section id="offer" title={copy.offer.title} intro={copy.offer.intro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {services.map(
            (s) =>
              s.card && <ServiceCard key={s.slug} slug={s.slug} title={s.title} summary={s.summary} card={s.card} />,
          )}
        </ul>
      </Section>
      <Section id="process" title={copy.process.title} intro={copy.process.intro} tone="surface">
        <StepList steps={copy.process.steps} columns={3} />
      </Section>
      <Section id="all-services" title={copy.all.title} intro={copy.all.intro}>
        <AllServicesList services={services} />
      </Section>
      <CallToAction
        title={copy.cta.title}
        text={copy.cta.text}
        links={copy.cta.links.map((l) => ({ href: l.href, label: l.label }))}
      />
    </>
  );
}
