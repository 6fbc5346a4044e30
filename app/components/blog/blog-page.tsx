import type { ReactNode } from "react";
import type { Hero } from "~/content/schemas/pages";
import { PageHero } from "~/components/ui/page-hero";
import { Container } from "~/components/ui/container";
import { BLOG_PATH } from "~/lib/feed-links";
import { FeedLinks } from "./feed-links";

/** The blog's heading, lead and feeds above the list (the BlogArticles island). */
export function BlogPage({ list, hero }: { hero: Hero; list: ReactNode }) {
  return (
    <>
      <PageHero title={hero.heading} lead={hero.lead}>
        <FeedLinks listPath={BLOG_PATH} />
      </PageHero>
      <Container className="py-10 lg:py-14">{list}</Container>
    </>
  );
}
