import { data } from "react-router";
import { serviceDetails } from "~/content/services";
import { servicePages } from "~/content/service-pages";
import { serviceCopy } from "~/content/service-copy";
import { contactHref } from "~/lib/links";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { Paragraphs } from "~/components/ui/paragraphs";
import { CardGrid } from "~/components/ui/card-grid";
import { StepList } from "~/components/ui/step-list";
import { CallToAction } from "~/components/ui/call-to-action";
import { ButtonLink } from "~/components/ui/button";
import { OnwardLinks } from "~/components/ui/onward-links";
import { ServiceFacts } from "~/components/services/service-facts";
import { CheckList } from "~/components/services/check-list";
import { FaqList } from "~/components/services/faq-list";
import type { Route } from "./+types/service-detail";

const bySlug = new Map(serviceDetails.map((s) => [s.slug as string, s]));

/** A service with its page body; unknown slugs (in any case) find nothing and show the not-found view. */
function findService(slug: string | undefined) {
  const service = slug ? bySlug.get(slug.toLowerCase()) : undefined;
  return service && { ...service, page: servicePages[service.slug] };
}

/**
 * Runs at build time only: each service's copy goes into its own prerendered page and .data file,
 * so the browser never downloads the other nine.
 */
export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.slug);
  if (!service) throw data(null, { status: 404 });
  const related = service.page.related.map((slug) => {
    const s = bySlug.get(slug)!;
    return { href: `/services/${s.slug}`, title: s.title, desc: s.summary };
  });
  return { service, related, enquiry: contactHref(service.title) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({ title: loaderData.service.title, description: loaderData.service.page.description, path: `/services/${loaderData.service.slug}` })
    : [];

export default function ServiceDetailPage({ loaderData: { service, related, enquiry } }: Route.ComponentProps) {
  const { page, title } = service;

  return (
    <>
      <PageHero eyebrow={serviceCopy.eyebrow} title={title} lead={service.intro} aside={<ServiceFacts label={serviceCopy.factsLabel} facts={page.facts} />}>
        <ButtonLink to={enquiry}>{serviceCopy.enquire(title)}</ButtonLink>
        <ButtonLink to="/services" variant="secondary">
          {serviceCopy.allServices}
        </ButtonLink>
      </PageHero>
      <Section id="what-it-is" title={serviceCopy.sections.whatItIs}>
        <Paragraphs paragraphs={page.whatItIs} lead />
      </Section>
      <Section id="who-it-is-for" tone="surface" title={serviceCopy.sections.audience} intro={page.audience.intro}>
        <CheckList items={page.audience.points} />
      </Section>
      <Section id="what-you-get" title={serviceCopy.sections.deliverables}>
        <CardGrid items={page.deliverables} />
      </Section>
      <Section id="how-we-work" tone="surface" title={serviceCopy.sections.steps}>
        <StepList steps={page.steps} />
      </Section>
      <Section id="faq" title={serviceCopy.sections.faq}>
        <FaqList items={page.faq} />
      </Section>
      <CallToAction title={page.cta.title} text={page.cta.text}>
        <ButtonLink to={enquiry} variant="inverse">
          {serviceCopy.enquire(title)}
        </ButtonLink>
      </CallToAction>
      <OnwardLinks id="related" title={serviceCopy.related} links={related} />
    </>
  );
}
