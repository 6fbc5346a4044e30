import type { ReactNode } from "react";
import type { Hero } from "~/content/schemas/pages";
import { PageHero } from "~/components/ui/page-hero";
import { Container } from "~/components/ui/container";

/** The blog's heading and lead above the list (the BlogArticles island). */
export function BlogPage({ list, hero }: { hero: Hero; list: ReactNode }) {
  return (
    <>
      <PageHero title={hero.heading} lead={hero.lead} />
      <Container className="py-10 lg:py-14">{list}</Container>
    </>
  );
}
