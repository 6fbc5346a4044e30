import type { MetaDescriptor } from "react-router";
import { BRAND } from "../content/site.ts";

export interface PageMetaInput {
  /** Page name without the brand; the brand is appended. */
  title: string;
  description: string;
  /** Canonical path of the page, e.g. "/blog". */
  path: string;
  /** Keep the page out of search results (the not-found page). */
  noindex?: boolean;
}

export function absoluteUrl(path: string, siteUrl: string = __SITE_URL__): string {
  return new URL(path, siteUrl).href;
}

export function pageTitle(title: string): string {
  return `${title} — ${BRAND}`;
}

/** Title, description and canonical link for a route's `meta` export. */
export function pageMeta({ title, description, path, noindex }: PageMetaInput): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: pageTitle(title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: absoluteUrl(path) },
  ];
  if (noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}
