/**
 * Navigation, declared once: the header menus (order fixed by decisions.md) and the footer links.
 * The menus' suggestions are not spelled here: integration/menus.ts reads them from the collections that
 * own those pages (guides, courses, services) into `virtual:menus` at build time, so they cannot drift.
 */
import { BRAND } from "./site.ts";

export interface Suggestion {
  title: string;
  desc: string;
  href: string;
}

export interface MenuItem {
  label: string;
  href: string;
  suggestions?: readonly Suggestion[];
}

/** The four menus with suggestions, as `virtual:menus` exports them. */
export interface Menus {
  courses: readonly Suggestion[];
  ai: readonly Suggestion[];
  tech: readonly Suggestion[];
  services: readonly Suggestion[];
}

/** The header's items; `menu` names the suggestions an item's dropdown shows. */
export const headerItems: readonly (Omit<MenuItem, "suggestions"> & { menu?: keyof Menus })[] = [
  { label: "Home", href: "/" },
  { label: "Web Development", href: "/motivation", menu: "courses" },
  { label: "AI Insights", href: "/ai", menu: "ai" },
  { label: "Tech Trends", href: "/tech-trends", menu: "tech" },
  { label: "Services", href: "/services", menu: "services" },
  { label: "Blog", href: "/blog" },
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
];

/** The header's items with their suggestions filled in. */
export function headerMenu(menus: Menus): MenuItem[] {
  return headerItems.map(({ menu, ...item }) => (menu ? { ...item, suggestions: menus[menu] } : item));
}

export const loginLink = { label: "Login", href: "/login" } as const;

export const footerLinks: readonly { label: string; href: string }[] = [
  { label: "Home", href: "/" },
  { label: "Web Development", href: "/motivation" },
  { label: "AI Insights", href: "/ai" },
  { label: "Tech Trends", href: "/tech-trends" },
  { label: "Services", href: "/services" },
  { label: "About", href: "/about" },
  { label: "Blog", href: "/blog" },
  { label: "Contact", href: "/contact" },
  { label: "Careers", href: "/careers" },
];

/** The platforms' own home pages: the publication has no accounts there yet, so nothing pretends it does. */
export const socialLinks = [
  { name: "GitHub", href: "https://github.com/", icon: "github" },
  { name: "YouTube", href: "https://www.youtube.com/", icon: "youtube" },
  { name: "Bluesky", href: "https://bsky.app/", icon: "bluesky" },
  { name: "X", href: "https://x.com/", icon: "x" },
] as const;

export const footerCopy = {
  about: `${BRAND} is an independent publication that helps people learn web development, understand AI and keep up with the technology that shapes their work.`,
  newsletterTitle: "Stay Updated",
  newsletterText: "One email a week with our best new guides and articles. No tracking, unsubscribe any time.",
  join: "Join",
  subscribed: { title: "Subscribed!", description: "Thanks for joining. Look out for our next weekly email." },
  missingEmail: "Please enter your email address.",
  invalidEmail: "Please enter a valid email address.",
} as const;
