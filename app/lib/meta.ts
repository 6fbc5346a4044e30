import navigation from "../content/copy/navigation.yaml";
import blogCopy from "../content/copy/blog-list.yaml";
import { BRAND } from "../content/site.ts";
import { contact } from "./content/settings.ts";
import { MARKDOWN_TYPE, twinPath } from "./markdown-twins.ts";
import { BLOG_PATH, feedAlternates } from "./feed-links.ts";
import { sectionName as sectionNameIn, sectionOf } from "./sections.ts";

/** One tag of a page's <head>, in the shape the document shell renders. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; type?: string; title?: string }
  | { "script:ld+json": object };

/**
 * Another form of a page, named in its head by `<link rel="alternate">`: a list's feeds
 * (application/rss+xml, application/feed+json), a page's Markdown (text/markdown).
 */
export interface Alternate {
  type: string;
  /** Site-relative, as the page links it. */
  href: string;
  title: string;
}

export interface ArticleMetaInput {
  /** YYYY-MM-DD. */
  datePublished: string;
  /** YYYY-MM-DD of the last revision, when there was one. */
  dateModified?: string;
  author: string;
  /** The article's illustration, when it has one. */
  image?: string;
  /** The article's category: its card's label and article:section. */
  category: string;
}

export interface PageMetaInput {
  /** Page name without the brand; the brand is appended. */
  title: string;
  description: string;
  /** Canonical path of the page, e.g. "/blog". */
  path: string;
  /** Where the page was first published, when that is another address (an article's `canonical`). */
  canonical?: string;
  /**
   * Keep the page out of search results: the not-found page (`true`), or a page whose links should
   * still be followed (`"follow"`: a tag page with fewer than two articles, thin on its own).
   */
  noindex?: boolean | "follow";
  /** Present on blog articles: adds BlogPosting data and og:type article. */
  article?: ArticleMetaInput;
  /**
   * The page whose social card this one shares, by its path and title: a list's later pages
   * (/blog/2 …) share the first page's, so the cards do not grow with the archive.
   */
  card?: { path: string; title: string };
  /** The page is also Markdown at its path plus `.md` (an article, a guide, a course page): named by a link. */
  twin?: boolean;
  /** The page's other forms (its feeds, its Markdown); the blog's feeds follow on every page. */
  alternates?: readonly Alternate[];
  /**
   * The page's own picture (an article's cover, a guide's picture): named as a second og:image after
   * the card, and drawn into the card (integration/social-cards.ts).
   */
  picture?: { src: string; alt: string };
}

/** What every page names besides its own alternates: the blog's feeds, for a feed reader given any address. */
export const SITE_ALTERNATES: readonly Alternate[] = feedAlternates(BLOG_PATH, blogCopy.feedTitle);

/** A page's alternates, then the site's ones it does not already name (the blog's own page names those first). */
export function alternatesOf(own: readonly Alternate[] = []): Alternate[] {
  const named = new Set(own.map((a) => a.href));
  return [...own, ...SITE_ALTERNATES.filter((a) => !named.has(a.href))];
}

/** The section a page below one belongs to ("AI Insights" for /ai/chatbots); "" for top-level pages. */
export function sectionName(path: string): string {
  return sectionNameIn(path, navigation);
}

/** Where a page's social card is written at build (integration/social-cards.ts): /og/<path>.png. */
export function socialCardPath(path: string): string {
  const clean = path.replace(/\/+$/, "");
  return `/og${clean === "" ? "/index" : clean}.png`;
}

/** What the card shows, in words: its title, label and the brand. */
export function socialCardAlt(title: string, label: string): string {
  return label ? `${title} — ${label} · ${BRAND}` : `${title} · ${BRAND}`;
}

export function absoluteUrl(path: string, siteUrl: string = __SITE_URL__): string {
  return new URL(path, siteUrl).href;
}

export function pageTitle(title: string): string {
  return `${title} — ${BRAND}`;
}

/** Home › Section › Page for pages below a section; nothing for top-level pages. */
export function breadcrumbs(path: string, title: string): { name: string; path: string }[] {
  if (path.split("/").filter(Boolean).length < 2) return [];
  const section = sectionOf(path, navigation);
  return [{ name: navigation.home, path: "/" }, ...(section ? [section] : []), { name: title, path }];
}

function structuredData({ title, description, path, article }: PageMetaInput): object[] {
  const data: object[] = [];
  if (path === "/") {
    data.push(
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: BRAND,
        url: absoluteUrl("/"),
        logo: absoluteUrl("/apple-touch-icon.png"),
        email: contact.email,
      },
      { "@context": "https://schema.org", "@type": "WebSite", name: BRAND, url: absoluteUrl("/"), description },
    );
  }
  const crumbs = breadcrumbs(path, title);
  if (crumbs.length) {
    data.push({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((c, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: c.name,
        item: absoluteUrl(c.path),
      })),
    });
  }
  if (article) {
    data.push({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: title,
      description,
      datePublished: article.datePublished,
      dateModified: article.dateModified ?? article.datePublished,
      author: { "@type": "Person", name: article.author },
      image: [absoluteUrl(socialCardPath(path)), ...(article.image ? [absoluteUrl(article.image)] : [])],
      mainEntityOfPage: absoluteUrl(path),
      publisher: {
        "@type": "Organization",
        name: BRAND,
        logo: { "@type": "ImageObject", url: absoluteUrl("/apple-touch-icon.png") },
      },
    });
  }
  return data;
}

/** Title, description, canonical link, social cards and structured data of a page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const {
    title,
    description,
    path,
    noindex,
    article,
    canonical,
    card = { path, title },
    twin,
    alternates,
    picture,
  } = input;
  const url = absoluteUrl(path);
  const image = absoluteUrl(socialCardPath(card.path));
  const imageAlt = socialCardAlt(card.title, article ? article.category : sectionName(card.path));
  const fullTitle = pageTitle(title);
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical ?? url },
    ...alternatesOf(alternates).map(({ type, title: name, href }) => ({
      tagName: "link" as const,
      rel: "alternate",
      type,
      title: name,
      href,
    })),
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: BRAND },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:alt", content: imageAlt },
    ...(picture
      ? [
          { property: "og:image", content: absoluteUrl(picture.src) },
          { property: "og:image:alt", content: picture.alt },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (article) {
    meta.push(
      { property: "article:published_time", content: article.datePublished },
      { property: "article:modified_time", content: article.dateModified ?? article.datePublished },
      { property: "article:section", content: article.category },
    );
  }
  // The type without its charset: a link's type names the format (the server adds the charset).
  if (twin) meta.push({ tagName: "link", rel: "alternate", type: MARKDOWN_TYPE.split(";")[0]!, href: twinPath(path) });
  if (noindex) meta.push({ name: "robots", content: noindex === "follow" ? "noindex, follow" : "noindex" });
  for (const json of structuredData(input)) meta.push({ "script:ld+json": json });
  return meta;
}
