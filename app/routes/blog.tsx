import { pages } from "~/content/pages";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { PageHero } from "~/components/ui/page-hero";
import { OnwardLinks } from "~/components/ui/onward-links";

export const meta = () => pageMeta({ ...pages.blog, path: "/blog" });

export default function BlogPage() {
  return (
    <>
      <PageHero title={pages.blog.heading} lead={pages.blog.lead} />
      <OnwardLinks links={mainSections.filter((l) => l.href !== "/blog")} />
    </>
  );
}
