import type { ReactNode } from "react";
import { pages } from "~/content/pages";
import { PageHero } from "~/components/ui/page-hero";
import { Container } from "~/components/ui/container";

/** The blog's heading and lead above the list (the BlogArticles island). */
export function BlogPage({ list }: { list: ReactNode }) {
  return (
    <>
      <PageHero title={pages.blog.heading} lead={pages.blog.lead} />
      <Container className="py-10 lg:py-14">{list}</Container>
    </>
  );
}
