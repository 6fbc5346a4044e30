import type { ReactNode } from "react";
import type { Hero } from "~/content/schemas/pages";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";

interface SearchPageProps {
  hero: Hero;
  /** The search field (the SearchField island). */
  field: ReactNode;
  /** The results (the SearchResults island). */
  results: ReactNode;
}

/** /search: the heading with the field, and the results under it. */
export function SearchPage({ field, results, hero }: SearchPageProps) {
  return (
    <>
      <PageHero title={hero.heading} lead={hero.lead}>
        {field}
      </PageHero>
      <Container className="py-10">{results}</Container>
    </>
  );
}
