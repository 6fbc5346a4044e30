import { BRAND, organization } from "../content/site.ts";

/** One tag of a page's <head>, in the shape the document shell renders. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": object };

export interface ArticleMetaInput {
  datePublished: string;
  dateModified: string;
  author: string;
  image?: string;
}

export interface PageMetaInput {
  /** Page name without the brand; the brand is appended. */
  title: string;
  description: string;
  /** Canonical path of the page, e.g. "/blog". */
  path: string;
  /** Where the page was first published, when that is another address (an article's `canonical`). */
  canonical?: string;
  /** Keep the page out of search results (the not-found page). */
  noindex?: boolean;
  /** Present on blog articles: adds BlogPosting data and og:type article. */
  article?: ArticleMetaInput;
}

/** Sections whose pages live under a prefix, with the page that introduces them (for breadcrumbs). */
const SECTIONS: Record<string, { name: string; path: string; image: string }> = {
  blog: { name: "Blog", path: "/blog", image: "blog" },
  services: { name: "Services", path: "/services", image: "services" },
  ai: { name: "AI Insights", path: "/ai", image: "ai" },
  tech: { name: "Tech Trends", path: "/tech-trends", image: "tech" },
  webdev: { name: "Web Development", path: "/motivation", image: "webdev" },
};

/** The Open Graph image of a page's kind (public/og/*.jpg, 1200×630). */
export function socialImage(path: string): string {
  const first = path.split("/")[1] ?? "";
  const kind = SECTIONS[first]?.image ?? { ai: "ai", "tech-trends": "tech", motivation: "webdev", services: "services", blog: "blog" }[first];
  return `/og/${kind ?? "default"}.jpg`;
}

export function absoluteUrl(path: string, siteUrl: string = __SITE_URL__): string {
  return new URL(path, siteUrl).href;
}

export function pageTitle(title: string): string {
  return `${title} — ${BRAND}`;
}

/** Home › Section › Page for pages below a section; nothing for top-level pages. */
export function breadcrumbs(path: string, title: string): { name: string; path: string }[] {
  const segments = path.split("/").filter(Boolean);
  if (segments.length < 2) return [];
  const section = SECTIONS[segments[0]!];
  return [{ name: "Home", path: "/" }, ...(section ? [{ name: section.name, path: section.path }] : []), { name: title, path }];
}

function structuredData({ title, description, path, article }: PageMetaInput): object[] {
  const data: object[] = [];
  if (path === "/") {
    data.push(
      { "@context": "https://schema.org", "@type": "Organization", name: BRAND, url: absoluteUrl("/"), logo: absoluteUrl("/apple-touch-icon.png"), email: organization.email },
      { "@context": "https://schema.org", "@type": "WebSite", name: BRAND, url: absoluteUrl("/"), description },
    );
  }
  const crumbs = breadcrumbs(path, title);
  if (crumbs.length) {
    data.push({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: absoluteUrl(c.path) })),
    });
  }
  if (article) {
    data.push({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: title,
      description,
      datePublished: article.datePublished,
      dateModified: article.dateModified,
      author: { "@type": "Person", name: article.author },
      image: absoluteUrl(article.image ?? socialImage(path)),
      mainEntityOfPage: absoluteUrl(path),
      publisher: { "@type": "Organization", name: BRAND, logo: { "@type": "ImageObject", url: absoluteUrl("/apple-touch-icon.png") } },
    });
  }
  return data;
}

/** Title, description, canonical link, social cards and structured data of a page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { title, description, path, noindex, article, canonical } = input;
  const url = absoluteUrl(path);
  const image = absoluteUrl(socialImage(path));
  const fullTitle = pageTitle(title);
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical ?? url },
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: BRAND },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (noindex) meta.push({ name: "robots", content: "noindex" });
  for (const json of structuredData(input)) meta.push({ "script:ld+json": json });
  return meta;
}
