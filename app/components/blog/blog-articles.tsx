import summaries, { categoryNames } from "virtual:article-summaries";
import { BlogList } from "./blog-list";

/**
 * The /blog list as an island. It imports the article summaries itself (a build-time module) rather
 * than taking them as props, so they are not serialised into the page a second time.
 */
export function BlogArticles() {
  return <BlogList articles={summaries} categories={categoryNames} />;
}
