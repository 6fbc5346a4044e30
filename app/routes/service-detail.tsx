import { serviceDetails } from "~/content/services";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";
import { NotFoundView } from "~/components/layout/not-found-view";
import type { Route } from "./+types/service-detail";

const find = (slug: string | undefined) => serviceDetails.find((s) => s.slug === slug?.toLowerCase());

export const meta = ({ params }: Route.MetaArgs) => {
  const service = find(params.slug);
  return service ? pageMeta({ title: service.title, description: service.summary, path: `/services/${service.slug}` }) : [];
};

export default function ServiceDetailPage({ params }: Route.ComponentProps) {
  const service = find(params.slug);
  if (!service) return <NotFoundView />;
  return (
    <>
      <PageHero eyebrow="Services" title={service.title} lead={service.intro} />
      <OnwardLinks links={mainSections} />
    </>
  );
}
