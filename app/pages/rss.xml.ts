/** /rss.xml: an RSS 2.0 feed of every article, newest first. */
import type { APIRoute } from "astro";
import { getArticles } from "~/content/articles";
import { Feed } from "feed";
import { blogCopy } from "~/content/blog";
import { getPage } from "~/content/page-entries";
import { BRAND } from "~/content/site";
import { absoluteUrl } from "~/lib/meta";

export const GET: APIRoute = async () => {
  const articles = await getArticles();
  const blog = await getPage("blog");
  // The newest article's date, not the clock, so two builds of the same content give the same file.
  const updated = new Date(`${articles[0]?.date ?? "1970-01-01"}T00:00:00Z`);
  const feed = new Feed({
    title: blogCopy.feedTitle,
    description: blog.description,
    id: absoluteUrl("/blog"),
    link: absoluteUrl("/blog"),
    language: "en",
    updated,
    generator: BRAND,
    copyright: `© ${updated.getUTCFullYear()} ${BRAND}`,
    image: absoluteUrl("/apple-touch-icon.png"),
    feedLinks: { rss: absoluteUrl("/rss.xml") },
  });
  for (const article of articles) {
    const url = absoluteUrl(`/blog/${article.slug}`);
    // No id or guid: the library then writes the link as a permalink <guid>. No <author> either: RSS
    // wants an e-mail address there, and the team's names are not addresses.
    feed.addItem({
      title: article.title,
      link: url,
      date: new Date(`${article.date}T00:00:00Z`),
      description: article.excerpt,
      category: [{ name: article.category }, ...article.tags.map((name) => ({ name }))],
    });
  }
  return new Response(feed.rss2(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
};
