import type { ShouldRevalidateFunctionArgs } from "react-router";
import { pages } from "~/content/pages";
import { getArticles, toSummary } from "~/lib/articles.server";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { Container } from "~/components/ui/container";
import { BlogList } from "~/components/blog/blog-list";
import type { Route } from "./+types/blog";

/** Runs at build: the list needs each article's summary, never its body. */
export function loader() {
  return { articles: getArticles().map(toSummary) };
}

// Filtering only changes the query string; the article list is the same, so nothing is refetched.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta = () => pageMeta({ ...pages.blog, path: "/blog" });

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={pages.blog.heading} lead={pages.blog.lead} />
      <Container className="py-10 lg:py-14">
        <BlogList articles={loaderData.articles} />
      </Container>
    </>
  );
}
