/**
 * The RSS 2.0 feed's text: the newest articles only. Feed readers poll it, so it stays the same size
 * whatever the size of the archive; the archive itself is on the paged lists and in the sitemap.
 */
import { Feed } from "feed";
import type { ArticleSummary } from "../content/schemas/blog.ts";
import { BRAND } from "../content/site.ts";
import { absoluteUrl } from "./meta.ts";
import { articlePath } from "./paths.ts";

export const FEED_ITEMS = 50;

export interface FeedChannel {
  title: string;
  description: string;
}

/** The feed of `articles` (newest first): the first FEED_ITEMS of them. */
export function rssXml(articles: readonly Pick<ArticleSummary, "slug" | "title" | "date" | "excerpt" | "category" | "tags">[], channel: FeedChannel): string {
  // The newest article's date, not the clock, so two builds of the same content give the same file.
  const updated = new Date(`${articles[0]?.date ?? "1970-01-01"}T00:00:00Z`);
  const feed = new Feed({
    title: channel.title,
    description: channel.description,
    id: absoluteUrl("/blog"),
    link: absoluteUrl("/blog"),
    language: "en",
    updated,
    generator: BRAND,
    copyright: `© ${updated.getUTCFullYear()} ${BRAND}`,
    image: absoluteUrl("/apple-touch-icon.png"),
    feedLinks: { rss: absoluteUrl("/rss.xml") },
  });
  for (const article of articles.slice(0, FEED_ITEMS)) {
    const url = absoluteUrl(articlePath(article.slug));
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
  return feed.rss2();
}
