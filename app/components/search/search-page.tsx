import type { ReactNode } from "react";
import { pages } from "~/content/pages";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";

interface SearchPageProps {
  /** The search field (the SearchField island). */
  field: ReactNode;
  /** The results (the SearchResults island). */
  results: ReactNode;
}

/** /search: the heading with the field, and the results under it. */
export function SearchPage({ field, results }: SearchPageProps) {
  return (
    <>
      <PageHero title={pages.search.heading} lead={pages.search.lead}>
        {field}
      </PageHero>
      <Container className="py-10">{results}</Container>
    </>
  );
}
