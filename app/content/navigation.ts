/**
 * Navigation, declared once: the header menus (order fixed by decisions.md) and the footer links.
 * Menu suggestions come from the content modules that own those pages, so they cannot drift.
 */
import { courseTopics } from "./courses.ts";
import { aiGuides, techGuides } from "./guides.ts";
import { menuServiceSlugs, serviceDetails } from "./services.ts";

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

const servicesBySlug = new Map(serviceDetails.map((s) => [s.slug as string, s]));

export const headerMenu: readonly MenuItem[] = [
  { label: "Home", href: "/" },
  {
    label: "Web Development",
    href: "/motivation",
    suggestions: courseTopics.map((t) => ({ title: t.title, desc: t.summary, href: `/webdev/${t.slug}` })),
  },
  {
    label: "AI Insights",
    href: "/ai",
    suggestions: aiGuides.map((g) => ({ title: g.title, desc: g.summary, href: `/ai/${g.slug}` })),
  },
  {
    label: "Tech Trends",
    href: "/tech-trends",
    suggestions: techGuides.map((g) => ({ title: g.title, desc: g.summary, href: `/tech/${g.slug}` })),
  },
  {
    label: "Services",
    href: "/services",
    suggestions: menuServiceSlugs.map((slug) => {
      const s = servicesBySlug.get(slug)!;
      return { title: s.title, desc: s.summary, href: `/services/${s.slug}` };
    }),
  },
  { label: "Blog", href: "/blog" },
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
];

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
  about: "TechHorizon is an independent publication that helps people learn web development, understand AI and keep up with the technology that shapes their work.",
  newsletterTitle: "Stay Updated",
  newsletterText: "One email a week with our best new guides and articles. No tracking, unsubscribe any time.",
  emailLabel: "Email address",
  join: "Join",
  subscribed: { title: "Subscribed!", description: "Thanks for joining. Look out for our next weekly email." },
  missingEmail: "Please enter your email address.",
  invalidEmail: "Please enter a valid email address.",
} as const;
