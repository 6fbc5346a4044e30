import { featuredServiceSlugs, serviceDetails } from "~/content/services";
import { serviceCards, servicesPageCopy as copy } from "~/content/services-page";
import { pages } from "~/content/pages";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { CallToAction } from "~/components/ui/call-to-action";
import { ServiceCard } from "./service-card";
import { ProcessSteps } from "./process-steps";
import { AllServicesList } from "./all-services-list";

const featured = featuredServiceSlugs.map((slug) => ({
  ...serviceDetails.find((s) => s.slug === slug)!,
  card: serviceCards[slug],
}));

/** The Services page: the four featured services, how we work, every service and a way to ask. */
export function ServicesPage() {
  return (
    <>
      <PageHero title={pages.services.heading} lead={pages.services.lead} />
      <Section id={copy.offer.id} title={copy.offer.title} intro={copy.offer.intro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {featured.map((s) => (
            <ServiceCard key={s.slug} slug={s.slug} title={s.title} summary={s.summary} card={s.card} />
          ))}
        </ul>
      </Section>
      <Section id={copy.process.id} title={copy.process.title} intro={copy.process.intro} tone="surface">
        <ProcessSteps steps={copy.process.steps} />
      </Section>
      <Section id={copy.all.id} title={copy.all.title} intro={copy.all.intro}>
        <AllServicesList services={serviceDetails} />
      </Section>
      <CallToAction
        title={copy.cta.title}
        text={copy.cta.text}
        links={[
          { href: copy.cta.contactHref, label: copy.cta.contact },
          { href: copy.cta.secondaryHref, label: copy.cta.secondary },
        ]}
      />
    </>
  );
}
